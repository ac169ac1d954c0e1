import { byAmenityField } from '@innkeep/contract/amenities';
import { isCancellationPolicy } from '@innkeep/contract/cancellation';
import { isBookable } from '@innkeep/contract/listings-bookable';
import { toMajor } from '@innkeep/contract/money';
import type { PublicListing } from '@innkeep/contract/search';
import { readTaxRules, toListingTaxWire } from '@innkeep/contract/taxes-wire';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import { isPrivateKey } from '../../adapters/storage/storage.port.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { GateEnv } from '../payments/payments.gates.service.ts';
import { stayReviewsOf } from '../reviews/reviews.service.ts';
import { cardWithAllImages } from '../search/search.service.ts';
import { findPublicStay } from './stays.repository.ts';

interface Ctx {
  db: Db;
  storage: StoragePort;
  env: GateEnv;
}

/**
 * What a guest may see of a published listing (`GET /api/stays/{id}`). Built field by field so nothing
 * private (door code, wi-fi, key pickup, contact details, private attachments) can leak through.
 */
export async function getPublicListing(ctx: Ctx, id: number): Promise<PublicListing> {
  const found = await findPublicStay(ctx.db, ctx.env, id);
  // The query already asked for a bookable listing; the guard also tells the types it is priced.
  if (!found || !isBookable(found.listing)) throw notFound('Listing not found');
  const l = found.listing;
  const card = cardWithAllImages(
    ctx.storage,
    { ...l, propertyTypeId: found.propertyTypeId, propertyTypeName: found.propertyTypeName },
    found.images,
  );
  const currency = l.currencyCode;
  const major = (minor: number | null) => toMajor(minor ?? 0, currency);
  return {
    ...card,
    description: l.description,
    basic_info: {
      number_of_bedrooms: l.numberOfBedrooms,
      number_of_beds: l.numberOfBeds,
      number_of_bathrooms: l.numberOfBathrooms,
      number_of_guest_bathrooms: l.numberOfGuestBathrooms,
      room_type: l.roomTypeId && found.roomTypeName ? { id: l.roomTypeId, name: found.roomTypeName } : null,
      bathroom_type:
        l.bathroomTypeId && found.bathroomTypeName
          ? { id: l.bathroomTypeId, name: found.bathroomTypeName }
          : null,
    },
    amenities: byAmenityField((a) => l[a.flag]),
    rooms: found.rooms.map((r) => ({ bed_type: r.bedType, room_number: r.roomNumber, quantity: r.quantity })),
    house_rules: l.houseRules,
    check_in_time_start: l.checkInTimeStart,
    check_in_time_end: l.checkInTimeEnd,
    check_out_time: l.checkOutTime,
    price_and_fee: {
      currency_code: currency,
      price: major(l.priceMinor),
      price_fo_extra_person: major(l.extraPersonPriceMinor),
      guests_included: l.guestsIncluded ?? 1,
      cleaning_fee: major(l.cleaningFeeMinor),
      refundable_damage_deposit: major(l.refundableDamageDepositMinor),
      weekly_discount: l.weeklyDiscount ?? 0,
      monthly_discount: l.monthlyDiscount ?? 0,
      excluded_fees: l.excludedFees,
      taxes: readTaxRules(l.taxes).map((t) => toListingTaxWire(t, currency)),
    },
    booking_settings: {
      minimum_nights: l.minimumNights,
      maximum_nights: l.maximumNights,
      enable_reservations_for_gap_nights: l.enableGapNights,
      smallest_allowed_gap: l.smallestAllowedGap,
      allow_gaps_between_start: l.allowGapsBetweenStart,
      allow_gaps_between_end: l.allowGapsBetweenEnd,
      cancellation_policy: isCancellationPolicy(l.cancellationPolicy) ? l.cancellationPolicy : 'moderate',
    },
    attachments: found.attachments
      .filter((a) => !isPrivateKey(a.file))
      .map((a) => ({
        name: a.name,
        url: ctx.storage.publicUrl(a.file),
        size_kb: Math.round(a.sizeBytes / 1000),
      })),
    book_now_available: found.bookNow,
    reviews: stayReviewsOf(found.reviews),
  };
}
