/**
 * The words of a page's head: its <title> (before " · Innkeep") and meta description, as the web pages render
 * them (components/page-meta.tsx; a page's fixed title and description are in its route, routes.ts).
 */

import { matchRoute } from './routes.ts';

export const TITLE_SUFFIX = ' · Innkeep';
export const DESCRIPTION_MAX = 160;

/** What a page says about itself when it has nothing more specific to say (also in index.html). */
export const SITE_DESCRIPTION =
  'Innkeep: find a short-term stay, check availability and prices, and book it by card, or list your property and keep its calendars in sync.';

export interface PageText {
  title: string;
  description?: string;
}

/** `/category/{slug}`: "Apartment stays". */
export const categoryPage = (name: string): PageText => ({
  title: `${name} stays`,
  description: `Browse ${name.toLowerCase()} stays on Innkeep.`,
});

export const fullTitle = (title: string) => `${title}${TITLE_SUFFIX}`;

/** Cut to 160 characters, as search engines show it. */
export function pageDescription(text: string | null | undefined): string {
  const value = text?.trim() || SITE_DESCRIPTION;
  return value.length > DESCRIPTION_MAX ? `${value.slice(0, DESCRIPTION_MAX - 3).trimEnd()}…` : value;
}

/** "Up to 1 guest", "Up to 4 guests". */
export const guestCapacity = (capacity: number) => `Up to ${capacity} ${capacity === 1 ? 'guest' : 'guests'}`;

interface StayForMeta {
  property_type: { name: string } | null;
  public_address: string | null;
  city: string | null;
  person_capacity: number | null;
  description: string | null;
}

/** A stay page's description: what, where, for how many, then the host's own words. */
export function stayDescription(stay: StayForMeta): string {
  const where = stay.public_address || stay.city;
  const kind = stay.property_type?.name ?? 'Stay';
  const capacity = guestCapacity(stay.person_capacity ?? 1).replace('Up to', 'up to');
  return pageDescription(`${kind}${where ? ` in ${where}` : ''} for ${capacity}. ${stay.description ?? ''}`);
}

/**
 * A page URL's id (`/stays/{id}`, `/blogs/{id}`): a positive whole number as written, or null. A malformed
 * one is "not found" at once, on the server and in the page, without asking the API.
 */
export function parseUrlId(text: string | undefined): number | null {
  return text !== undefined && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/**
 * How wide the stay page's photos are drawn (the gallery's `sizes`, and the server's preload of the first):
 * a lone photo spans the row, more go two side by side from tablets up.
 */
export const stayPhotoSizes = (count: number) => (count === 1 ? '100vw' : '(max-width: 48em) 100vw, 50vw');

/**
 * A query-cache entry in a public page's HTML: the server rendered the page with it, and the browser starts
 * its cache with it, so it hydrates the same tree without asking the API again. A request the API refused (a
 * 4xx, such as a link's dates that cannot be booked) comes as its `error`: the page showed that refusal.
 */
export interface PreloadedQuery {
  queryKey: readonly unknown[];
  data?: unknown;
  error?: PreloadedError;
}

/** The API's refusal as it answered the server: its status and body, for the browser to read as its own answer. */
export interface PreloadedError {
  status: number;
  body: unknown;
}

/**
 * The query parameters a server-rendered public page reads, by path (its route's `query`): any other (tracking
 * such as `utm_*`, `fbclid`, `gclid`, or made up) changes nothing on the page, so the server neither renders nor
 * keeps a page for it (decision record 0056).
 */
export function pageQueryKeys(path: string): readonly string[] {
  return matchRoute(path)?.route.query ?? [];
}
