import type { AuthResponse, RegisterInput } from '@innkeep/contract/auth';
import type { InquiryInput, InquiryReply } from '@innkeep/contract/bookings';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { toListingFormData } from '@innkeep/contract/listings-multipart';
import { publishableListing } from '@innkeep/contract/listings-test-values';
import { toMinor } from '@innkeep/contract/money';
import type { BookingInput } from '@innkeep/contract/payments';
import type { PricingListing } from '@innkeep/contract/pricing';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** The demo accounts seeded on an empty database (README). */
export const accounts = {
  admin: { email: 'admin@innkeep.test', password: 'admin-demo-123' },
  host: { email: 'maria@innkeep.test', password: 'host-demo-123' },
  host2: { email: 'james@innkeep.test', password: 'host-demo-123' },
} as const;
export type Role = keyof typeof accounts;

// Must match apps/web/src/lib/session.ts.
const TOKEN_KEY = 'innkeep.token';
const USER_KEY = 'innkeep.user';

/** A suffix that no other test (or earlier run on the same data) has used. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A published listing made for one test: its id and every field it was saved with. */
export type CreatedListing = ListingFormValues & { id: number; external_listing_name: string; city: string };

/** Fields to set; amenities not named stay off. */
export type ListingOverrides = Omit<Partial<ListingFormValues>, 'amenities'> & {
  amenities?: Partial<ListingFormValues['amenities']>;
};

export interface StayRequest {
  start_date: string;
  end_date: string;
  guests?: number;
  guest?: Partial<Pick<InquiryInput, 'first_name' | 'last_name' | 'email_address' | 'phone_number'>>;
}

/** `POST /api/bookings`, 201: the paid stay's reservation. */
export interface PaidStayReply {
  data: {
    reservation_id: number;
    /** The trip page's key (`/reservation/{unique_hash}`). */
    unique_hash: string;
  };
}

interface Fixtures {
  /** Logs in through the API and stores the session in the page (`seedSession`). */
  loginAs: (page: Page, role: Role) => Promise<AuthResponse>;
  /**
   * Creates and publishes a listing through `POST /api/listings` as the demo host, with two photos.
   * Every field has a value a guest can book (one night minimum, priced in EUR, in Lisbon); pass what the
   * test cares about. Tests find their listing by its id or its unique name, never by the demo seed's data.
   */
  createListing: (overrides?: ListingOverrides, asToken?: string) => Promise<CreatedListing>;
  /**
   * Puts an inquiry on a listing through the public API (`POST /api/bookings/inquiry`), as a guest would;
   * returns the server's reply. `payStay` books and pays instead.
   */
  bookStay: (listingId: number, stay: StayRequest) => Promise<InquiryReply>;
  /**
   * Books and pays a stay through Book now (`POST /api/bookings`) as a guest would: billing in Lisbon, the
   * simulator's test card, the terms ticked. The guest is Pia Payer at a fresh address made from the first
   * name, unless the test names them. Returns the server's reply.
   */
  payStay: (listingId: number, stay: StayRequest) => Promise<PaidStayReply>;
}

async function apiLogin(request: APIRequestContext, role: Role): Promise<AuthResponse> {
  const response = await request.post('/api/login', { data: accounts[role] });
  expect(response.status(), `login as ${role}: ${await response.text()}`).toBe(200);
  return (await response.json()) as AuthResponse;
}

/**
 * Stores a session (a login's or a registration's reply) the way the SPA does, before the page's next load.
 * Seeds once per tab, so a later sign-out in the test really signs out.
 */
export async function seedSession(page: Page, session: AuthResponse) {
  await page.addInitScript(
    ({ session, tokenKey, userKey }) => {
      if (window.sessionStorage.getItem('e2e.session-seeded')) return;
      window.localStorage.setItem(tokenKey, session.token);
      window.localStorage.setItem(userKey, JSON.stringify(session.user));
      window.sessionStorage.setItem('e2e.session-seeded', '1');
    },
    { session, tokenKey: TOKEN_KEY, userKey: USER_KEY },
  );
}

/** The host approves an inquiry (`POST /api/reservations/change/status`, status 3): it holds its dates. */
export async function approveInquiry(request: APIRequestContext, token: string, reservationId: number) {
  const response = await request.post('/api/reservations/change/status', {
    headers: { authorization: `Bearer ${token}` },
    data: { reservation_id: reservationId, status_id: 3 },
  });
  expect(response.status(), `approve: ${await response.text()}`).toBe(200);
}

/** A new account made through `POST /api/register`, as the sign-up form makes it; returns its session. */
export async function registerAccount(
  request: APIRequestContext,
  account: RegisterInput,
): Promise<AuthResponse> {
  const response = await request.post('/api/register', { data: account });
  expect(response.status(), `register: ${await response.text()}`).toBe(201);
  return (await response.json()) as AuthResponse;
}

/** Signs in through the sign-in form, as a person does, and waits for the page to move on. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/sign_in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign_in/);
}

/** Opens a listing's edit form and waits until it shows the listing's name; returns that field. */
export async function openListingForm(page: Page, listing: CreatedListing) {
  await page.goto(`/edit_listing/${listing.id}`);
  const name = page.getByRole('textbox', { name: 'External listing name' });
  await expect(name).toHaveValue(listing.external_listing_name);
  return name;
}

/** Presses Update on a listing's edit form and waits for /listings, where a saved form returns. */
export async function saveListingForm(page: Page) {
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(/\/listings$/, { timeout: 20_000 });
}

/** A solid-colour PNG above the 1024x683 minimum. */
async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, size: bytes.length, file: new File([new Uint8Array(bytes)], name, { type: 'image/png' }) };
}

function listingValues({ amenities, ...overrides }: ListingOverrides): ListingFormValues {
  const values = publishableListing({
    external_listing_name: `E2E stay ${unique()}`,
    description: 'A quiet flat made for one browser test.',
    price: 95,
    price_fo_extra_person: 10,
    cleaning_fee: 30,
    minimum_nights: 1,
    allow_gaps_between_start: '2026-01-01',
    ...overrides,
  });
  return { ...values, amenities: { ...values.amenities, ...amenities } };
}

/** The contract's pricing input for a listing made by `createListing` (for `calculatePrice`). */
export function pricingOf(listing: CreatedListing): PricingListing {
  const currency = String(listing.currency_code);
  const minor = (value: unknown) => (value === '' || value == null ? 0 : toMinor(Number(value), currency));
  return {
    currency,
    priceMinor: minor(listing.price),
    extraPersonPriceMinor: minor(listing.price_fo_extra_person),
    guestsIncluded: Number(listing.guests_included || 0),
    cleaningFeeMinor: minor(listing.cleaning_fee),
    refundableDamageDepositMinor: minor(listing.refundable_damage_deposit),
    weeklyDiscount: Number(listing.weekly_discount || 0),
    monthlyDiscount: Number(listing.monthly_discount || 0),
    excludedFees: listing.excluded_fees,
  };
}

export const test = base.extend<Fixtures>({
  // A public page arrives as server-rendered HTML before it is an app: what a spec types before React hydrates
  // is lost when the form attaches. goto and reload wait for the page to be live (`<html data-ready>`, set by
  // apps/web app/lazy-page.tsx once the page itself has hydrated), as a guest's eyes would; pages outside the
  // app (the dev mailbox) have no #root.
  //
  // React's reports of a hydration it had to redo (onRecoverableError, apps/web app/start.tsx logs them with a
  // `[hydration]` mark) fail the test that met them: the server's HTML and the browser's render must agree.
  page: async ({ page }, use) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[hydration]'))
        hydrationErrors.push(`${page.url()}: ${message.text()}`);
    });
    const ready = () =>
      page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
    expect(hydrationErrors, 'React recovered from a hydration error').toEqual([]);
  },

  loginAs: async ({ request }, use) => {
    await use(async (page, role) => {
      const session = await apiLogin(request, role);
      await seedSession(page, session);
      return session;
    });
  },

  createListing: async ({ request }, use) => {
    let token: string | undefined;
    // As the demo host, or as another host whose bearer token the test holds.
    await use(async (overrides = {}, asToken) => {
      token ??= asToken ? undefined : (await apiLogin(request, 'host')).token;
      const values = listingValues({
        images: [
          await photo('front.png', { r: 46, g: 125, b: 50 }),
          await photo('room.png', { r: 30, g: 90, b: 160 }),
        ],
        ...overrides,
      });
      const response = await request.post('/api/listings', {
        headers: { authorization: `Bearer ${asToken ?? token}` },
        multipart: toListingFormData(values, { draft: false }),
      });
      expect(response.status(), `create listing: ${await response.text()}`).toBe(201);
      const { data } = (await response.json()) as { data: { id: number } };
      return {
        ...values,
        id: data.id,
        external_listing_name: String(values.external_listing_name),
        city: String(values.city),
      };
    });
  },

  bookStay: async ({ request }, use) => {
    await use(async (listingId, stay) => {
      const body: InquiryInput = {
        listing_id: listingId,
        start_date: stay.start_date,
        end_date: stay.end_date,
        guests: stay.guests ?? 2,
        first_name: 'Bea',
        last_name: 'Booker',
        email_address: `bea.${unique()}@example.com`,
        phone_number: '351912345678',
        ...stay.guest,
      };
      const response = await request.post('/api/bookings/inquiry', { data: body });
      expect(response.status(), `inquiry: ${await response.text()}`).toBe(201);
      return (await response.json()) as InquiryReply;
    });
  },

  payStay: async ({ request }, use) => {
    await use(async (listingId, stay) => {
      const firstName = stay.guest?.first_name ?? 'Pia';
      const body: BookingInput = {
        listing_id: listingId,
        start_date: stay.start_date,
        end_date: stay.end_date,
        guests: stay.guests ?? 2,
        first_name: firstName,
        last_name: `Payer ${unique()}`,
        email_address: `${firstName.toLowerCase()}.${unique()}@example.com`,
        phone_number: '351912345678',
        ...stay.guest,
        billing_address: 'Rua Augusta 12',
        city: 'Lisbon',
        country: 'Portugal',
        zip_code: '1100-053',
        payment_method_id: 'pm_card_visa',
        accept_terms: true,
      };
      const response = await request.post('/api/bookings', { data: body });
      expect(response.status(), `book now: ${await response.text()}`).toBe(201);
      return (await response.json()) as PaidStayReply;
    });
  },
});

export { expect };
