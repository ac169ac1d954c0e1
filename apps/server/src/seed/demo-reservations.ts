import { addDays } from '@innkeep/contract/dates';
import { calculatePrice, type PricingListing } from '@innkeep/contract/pricing';
import type { Tx } from '../db/client.ts';
import { createCalendarBlock } from '../factories/content.factory.ts';
import { createReservation } from '../factories/reservations.factory.ts';

export interface SeededListing {
  id: number;
  personCapacity: number;
  guestsIncluded: number;
  minimumNights: number;
  maximumNights: number;
  pricing: PricingListing;
}

const GUESTS = [
  ['Emma', 'Schneider', 'DE', 'Berlin', 'Torstraße 101', '10119', '4915112345678'],
  ['Liam', "O'Connor", 'IE', 'Dublin', '12 Camden Row', 'D08 R2C6', '353871234567'],
  ['Chloé', 'Dubois', 'FR', 'Lyon', '8 Rue Mercière', '69002', '33612345678'],
  ['Noah', 'Williams', 'US', 'Chicago', '1420 N Dearborn St', '60610', '13125550172'],
  ['Yuki', 'Sato', 'JP', 'Osaka', '1-2-3 Namba, Chuo-ku', '542-0076', '819012345678'],
  ['Isabella', 'García', 'ES', 'Madrid', 'Calle de Alcalá 45', '28014', '34612345678'],
  ['Oscar', 'Lindqvist', 'SE', 'Stockholm', 'Götgatan 22', '118 46', '46701234567'],
  ['Ava', 'Thompson', 'GB', 'Manchester', '5 Deansgate', 'M3 2BW', '447700900321'],
  ['Mateus', 'Costa', 'BR', 'São Paulo', 'Rua Augusta 1500', '01304-001', '5511912345678'],
  ['Zanele', 'Mokoena', 'ZA', 'Johannesburg', '33 Jan Smuts Ave', '2193', '27821234567'],
  ['Lena', 'Novak', 'CZ', 'Prague', 'Vinohradská 12', '120 00', '420601234567'],
  ['Ethan', 'Brooks', 'CA', 'Toronto', '200 Queen St W', 'M5V 3C7', '14165550133'],
] as const;

type Plan = { status: 1 | 2 | 3 | 4 | 5 | 6; offset: number; nights: number; extraGuest: boolean };

/**
 * Stays per listing, as day offsets from today. Date-holding ones (3, 4, 6) sit in separate windows
 * (past, just checked out, around today, +8..+30, +35..+45, +50..+58) so they can never overlap whatever
 * the minimum nights (at most 5 in the catalogue); the others may fall anywhere. The stays checked out two
 * days ago are inside the damage-claim window, so a demo host can file a claim (decision 0060).
 */
function plansFor(i: number): Plan[] {
  const plans: Plan[] = [
    { status: 6, offset: -60 + (i % 5) * 3, nights: 3 + (i % 3), extraGuest: i % 2 === 0 },
    { status: 6, offset: 8 + (i % 6) * 2, nights: 2 + (i % 4), extraGuest: i % 3 === 0 },
  ];
  if (i % 4 === 0) plans.push({ status: 6, offset: -2, nights: 5, extraGuest: false });
  if (i % 4 === 2) plans.push({ status: 6, offset: -7, nights: 5, extraGuest: false });
  if (i % 5 === 1) plans.push({ status: 3, offset: 35 + (i % 4), nights: 3, extraGuest: true });
  if (i % 7 === 2) plans.push({ status: 4, offset: 50, nights: 2 + (i % 3), extraGuest: false });
  if (i % 3 === 0) plans.push({ status: 1, offset: 62 + (i % 5), nights: 4, extraGuest: i % 2 === 1 });
  if (i % 4 === 1) plans.push({ status: 2, offset: 14, nights: 3, extraGuest: false });
  if (i % 4 === 3) plans.push({ status: 5, offset: 40, nights: 4, extraGuest: true });
  return plans;
}

/** Reservations in every status across the listings, each with the price snapshot the guest saw. */
export async function seedDemoReservations(tx: Tx, listings: SeededListing[], now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let count = 0;
  for (const [i, listing] of listings.entries()) {
    for (const plan of plansFor(i)) {
      const guest = GUESTS[(i * 5 + count) % GUESTS.length]!;
      const [firstName, lastName, country, city, street, zip, phone] = guest;
      const nights = Math.min(listing.maximumNights, Math.max(listing.minimumNights, plan.nights));
      const startDate = addDays(today, plan.offset);
      const endDate = addDays(startDate, nights);
      const guests =
        Math.min(listing.personCapacity, listing.guestsIncluded + (plan.extraGuest ? 1 : 0)) || 1;
      const price = calculatePrice(listing.pricing, { startDate, endDate, guests });
      const createdDaysBefore = plan.offset < 0 ? 30 - plan.offset : Math.max(1, 20 - (i % 7));
      const billed = plan.status === 6 || plan.status === 4;
      await createReservation(tx, listing.id, {
        statusId: plan.status,
        startDate,
        endDate,
        guests,
        firstName,
        lastName,
        emailAddress: `${firstName}.${lastName}`
          .normalize('NFD')
          .replace(/[^A-Za-z.]/g, '')
          .toLowerCase()
          .concat('@example.com'),
        phoneNumber: phone,
        promotionalEmails: (i + count) % 3 === 0,
        billingAddress: billed ? street : null,
        city: billed ? city : null,
        country: billed ? country : null,
        zipCode: billed ? zip : null,
        currency: listing.pricing.currency,
        baseRateMinor: listing.pricing.priceMinor,
        totalPriceMinor: price.totalPriceMinor,
        taxesMinor: price.taxesMinor,
        // The deposit is held apart from the price (pricing.ts): snapshot it in its own column.
        depositMinor: price.refundableDamageDepositMinor,
        priceBreakdown: { ...price },
        source: plan.status === 6 && i % 2 === 1 ? 'book_now' : 'inquiry',
        holdExpiresAt: plan.status === 3 ? new Date(now.getTime() + 48 * 3_600_000) : null,
        createdAt: new Date(now.getTime() - createdDaysBefore * 86_400_000),
      });
      count++;
    }
  }
  return count;
}

/** Host blocks (no channel calendar) on a few listings, clear of every held stay. */
export async function seedDemoBlocks(tx: Tx, listings: SeededListing[], now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const picks = [listings[0], listings[6], listings[15]].filter((l) => l !== undefined);
  const summaries = ['Owner staying', 'Painting the bedroom', 'Family visit'];
  for (const [n, listing] of picks.entries()) {
    const startDate = addDays(today, 72 + n * 4);
    await createCalendarBlock(tx, listing.id, {
      startDate,
      endDate: addDays(startDate, 4 + n),
      summary: summaries[n] ?? 'Blocked by host',
    });
  }
  return picks.length;
}
