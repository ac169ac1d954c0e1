/**
 * What each public page says about itself: its <title> (before " · Innkeep") and meta description. The web
 * pages render them (components/page-meta.tsx), and the server writes the same ones into the HTML it sends
 * (modules/spa), so a crawler or a link preview reads what a visitor sees.
 */

import { AMENITIES } from './amenities.ts';
import { SEARCH_REFINEMENT_PARAMS } from './search-constants.ts';

export const TITLE_SUFFIX = ' · Innkeep';
export const DESCRIPTION_MAX = 160;

/** What a page says about itself when it has nothing more specific to say (also in index.html). */
export const SITE_DESCRIPTION =
  'Innkeep: find a short-term stay, check availability and prices, and book it by card, or list your property and keep its calendars in sync.';

export interface PageText {
  title: string;
  description?: string;
}

/** The public pages whose words do not depend on data, by path. */
export const STATIC_PAGES = {
  '/': {
    title: 'Find a stay',
    description:
      'Search short-term stays by destination, dates and guests, see real availability and prices, and book by card or ask the host on Innkeep.',
  },
  '/blogs': { title: 'Blog', description: 'Travel ideas, hosting tips and news from Innkeep.' },
  '/about_us': {
    title: 'About us',
    description:
      'Innkeep helps guests find and book a stay, and helps hosts list their properties, keep their calendars in sync and take bookings.',
  },
  '/contact_us': {
    title: 'Contact us',
    description: 'Questions about a stay or about hosting with Innkeep? Send us a message.',
  },
  '/find-booking': {
    title: 'Find my booking',
    description:
      'Lost the link to your booking? Enter the e-mail address you booked with and we will send the links to your trips.',
  },
  '/category_listings': {
    title: 'Categories',
    description: 'Browse stays on Innkeep by kind of place: apartments, houses, villas and more.',
  },
  '/privacy_policy': {
    title: 'Privacy policy',
    description: 'How Innkeep collects, uses and protects your information.',
  },
  '/terms_of_use': { title: 'Terms of use', description: 'The terms that apply when you use Innkeep.' },
  '/cookie_policy': { title: 'Cookie policy', description: 'What Innkeep keeps in your browser and why.' },
} as const satisfies Record<string, PageText>;

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
 * its cache with it, so it hydrates the same tree without asking the API again.
 */
export interface PreloadedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/** The home search's parameters (apps/web app/home/hooks/use-search-state.ts reads exactly these). */
const HOME_QUERY = [
  'city',
  'start',
  'end',
  'numberOfGuests',
  ...AMENITIES.map((a) => a.flag),
  ...SEARCH_REFINEMENT_PARAMS,
] as const;
/** The stay page's chosen dates and guests (features/stays/pages/stay-page.tsx). */
const STAY_QUERY = ['start', 'end', 'guests'] as const;

/**
 * The query parameters a server-rendered public page reads, by path: any other (tracking such as `utm_*`,
 * `fbclid`, `gclid`, or made up) changes nothing on the page, so the server neither renders nor keeps a page
 * for it (decision record 0056).
 */
export function pageQueryKeys(path: string): readonly string[] {
  if (path === '/') return HOME_QUERY;
  if (/^\/stays\/[^/]+\/?$/.test(path)) return STAY_QUERY;
  return [];
}
