import { byAmenityFlag } from '@innkeep/contract/amenities';
import type { ListingValues } from '@innkeep/contract/listings';
import { bedCountToStore } from '@innkeep/contract/listings-beds';
import { DEFAULT_CURRENCY, toMinor } from '@innkeep/contract/money';
import { toTaxRule } from '@innkeep/contract/taxes-wire';
import { cityKey } from './city-key.ts';
import type { ListingRow, ListingWrite } from './listings.repository.ts';
import { listingTimeZone } from './listings.time-zone.ts';

/** The listing row from validated form values. The form sends the whole listing: a blank field is cleared. */
export function toListingWrite(
  v: ListingValues,
  draft: boolean,
  previous: ListingRow | undefined,
  point: { lat: number; lng: number } | null,
): ListingWrite {
  const currency = v.currency_code ?? DEFAULT_CURRENCY;
  const minor = (major: number | undefined) => (major === undefined ? null : toMinor(major, currency));
  const n = <T>(x: T | undefined) => (x === undefined ? null : x);
  return {
    draft,
    publishedAt: draft ? null : (previous?.publishedAt ?? new Date()),
    externalListingName: v.external_listing_name ?? '',
    description: n(v.description),
    personCapacity: n(v.person_capacity),
    propertyTypeId: n(v.property_type_id),
    roomTypeId: n(v.room_type_id),
    bathroomTypeId: n(v.bathroom_type_id),
    numberOfBedrooms: n(v.number_of_bedrooms),
    // One bed list (docs/requirements/host.md#R-H25): a blank count is the list's total, computed here.
    numberOfBeds: bedCountToStore(v.number_of_beds, v.rooms),
    numberOfBathrooms: n(v.number_of_bathrooms),
    numberOfGuestBathrooms: n(v.number_of_guest_bathrooms),
    address: v.address ?? '',
    publicAddress: n(v.public_address),
    country: n(v.country),
    state: n(v.state),
    city: n(v.city),
    cityKey: v.city ? cityKey(v.city) : null,
    // What "today" and a channel's timed events mean for the listing: picked, or the zone at the pin.
    ...listingTimeZone(v, point, previous),
    street: n(v.street),
    zipCode: n(v.zip_code),
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    currencyCode: n(v.currency_code),
    priceMinor: minor(v.price),
    // 0 (or a price that rounds to 0) is no weekend price.
    weekendPriceMinor: minor(v.weekend_price) || null,
    extraPersonPriceMinor: minor(v.price_fo_extra_person),
    guestsIncluded: n(v.guests_included),
    refundableDamageDepositMinor: minor(v.refundable_damage_deposit),
    cleaningFeeMinor: minor(v.cleaning_fee),
    weeklyDiscount: n(v.weekly_discount),
    monthlyDiscount: n(v.monthly_discount),
    excludedFees: [...new Set(v.excluded_fees)],
    // Absent: the stored taxes stay (a client that knows nothing of them); decision 0048.
    ...(v.taxes === undefined ? {} : { taxes: v.taxes.map((t) => toTaxRule(t, currency)) }),
    houseRules: n(v.house_rules),
    houseManual: n(v.house_manual),
    keyPickup: n(v.key_pickup),
    specialInstruction: n(v.special_instruction),
    doorCode: n(v.door_code),
    bedType: n(v.bed_type),
    cleanlinessStatus: v.listings_cleanliness_status,
    cleaningInstruction: n(v.cleaning_instruction),
    wiFiUsername: n(v.wi_fi_username),
    wiFiPassword: n(v.wi_fi_password),
    checkInTimeStart: n(v.check_in_time_start),
    checkInTimeEnd: n(v.check_in_time_end),
    checkOutTime: n(v.check_out_time),
    autoDoorCode: v.additional_info_checked.auto_door_code,
    phoneBasedDoorCode: v.additional_info_checked.phone_based_door_code,
    contactName: n(v.contact_name),
    contactSurname: n(v.contact_surname),
    phoneNumber: n(v.phone_number),
    secondPhoneNumber: n(v.second_phone_number),
    contactLanguage: n(v.contact_language),
    contactEmail: n(v.contact_email),
    contactAddress: n(v.contact_address),
    taxId: n(v.tax_id),
    minimumNights: n(v.minimum_nights),
    maximumNights: n(v.maximum_nights),
    enableGapNights: v.enable_reservations_for_gap_nights,
    smallestAllowedGap: n(v.smallest_allowed_gap),
    allowGapsBetweenStart: n(v.allow_gaps_between_start),
    allowGapsBetweenEnd: n(v.allow_gaps_between_end),
    cancellationPolicy: v.cancellation_policy,
    ...byAmenityFlag((a) => v.amenities[a.field]),
  };
}
