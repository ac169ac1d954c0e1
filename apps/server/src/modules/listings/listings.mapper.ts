import { byAmenityField, byAmenityFlag } from '@innkeep/contract/amenities';
import { isCancellationPolicy } from '@innkeep/contract/cancellation';
import type { ListingValues } from '@innkeep/contract/listings';
import { bedCountToStore } from '@innkeep/contract/listings-beds';
import type { HostListing, HostListingCard } from '@innkeep/contract/listings-reply';
import { mainVariant, sizeKb } from '@innkeep/contract/listings-uploads';
import { currencySymbol, DEFAULT_CURRENCY, toMajor, toMinor } from '@innkeep/contract/money';
import type { ListingImage } from '@innkeep/contract/search';
import { readTaxRules, toListingTaxWire, toTaxRule } from '@innkeep/contract/taxes-wire';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { ImageVariant } from '../../db/schema/listings.ts';
import { cityKey } from './city-key.ts';
import type { AttachmentRow, ImageRow, ListingRow, ListingWrite } from './listings.repository.ts';
import { listingTimeZone } from './listings.time-zone.ts';

const bit = (b: boolean) => (b ? 1 : 0) as 0 | 1;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A WebP variant near 960 px as `url`, every variant in `srcset`; width and height of the original (aspect ratio). */
export function photoSources(
  storage: StoragePort,
  image: { file: string; width: number; height: number; variants: ImageVariant[] },
): ListingImage {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const main = mainVariant(variants);
  return {
    url: storage.publicUrl(main?.key ?? image.file),
    srcset: variants.map((v) => `${storage.publicUrl(v.key)} ${v.width}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

export function attachmentUrl(storage: StoragePort, a: AttachmentRow): string {
  return a.isPublic ? storage.publicUrl(a.file) : `/api/listings/${a.listingId}/attachments/${a.id}`;
}

interface Named {
  id: number;
  name: string;
}

export function toHostListingCard(
  storage: StoragePort,
  row: ListingRow,
  propertyType: Named | null,
  images: ImageRow[],
  tags: Named[],
  upcomingStays: number,
): HostListingCard {
  const currency = row.currencyCode;
  return {
    id: row.id,
    draft: bit(row.draft),
    external_listing_name: row.externalListingName,
    address: row.address,
    public_address: row.publicAddress,
    city: row.city,
    country: row.country,
    property_type: propertyType,
    currency_code: currency,
    currency_symbol: currency ? currencySymbol(currency) : null,
    price: row.priceMinor === null ? null : toMajor(row.priceMinor, currency ?? DEFAULT_CURRENCY),
    images: images.map((i) => photoSources(storage, i)),
    tags,
    upcoming_stays: upcomingStays,
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface ListingDetails {
  names: { propertyType: Named | null; roomType: Named | null; bathroomType: Named | null };
  rooms: { id: number; bedTypeId: number; bedType: string; roomNumber: number; quantity: number }[];
  images: ImageRow[];
  attachments: AttachmentRow[];
  tags: Named[];
}

export function toHostListing(storage: StoragePort, row: ListingRow, d: ListingDetails): HostListing {
  const currency = row.currencyCode;
  const money = (minor: number | null) =>
    minor === null ? null : toMajor(minor, currency ?? DEFAULT_CURRENCY);
  return {
    id: row.id,
    draft: bit(row.draft),
    external_listing_name: row.externalListingName,
    description: row.description,
    person_capacity: row.personCapacity,
    property_type: d.names.propertyType,
    room_type: d.names.roomType,
    bathroom_type: d.names.bathroomType,
    basic_info: {
      external_listing_name: row.externalListingName,
      person_capacity: row.personCapacity,
      tags: d.tags.map((t) => t.id),
      property_type_id: row.propertyTypeId,
      description: row.description,
      room_type_id: row.roomTypeId,
      number_of_bedrooms: row.numberOfBedrooms,
      number_of_beds: row.numberOfBeds,
      number_of_bathrooms: row.numberOfBathrooms,
      bathroom_type_id: row.bathroomTypeId,
      number_of_guest_bathrooms: row.numberOfGuestBathrooms,
    },
    address: {
      address: row.address,
      public_address: row.publicAddress,
      country: row.country,
      state: row.state,
      city: row.city,
      street: row.street,
      zip_code: row.zipCode,
      lat: row.lat,
      lng: row.lng,
      time_zone: row.timeZone,
    },
    price_and_fee: {
      currency_code: currency,
      currency_symbol: currency ? currencySymbol(currency) : null,
      price: money(row.priceMinor),
      weekend_price: money(row.weekendPriceMinor),
      price_fo_extra_person: money(row.extraPersonPriceMinor),
      guests_included: row.guestsIncluded,
      refundable_damage_deposit: money(row.refundableDamageDepositMinor),
      cleaning_fee: money(row.cleaningFeeMinor),
      weekly_discount: row.weeklyDiscount,
      monthly_discount: row.monthlyDiscount,
      excluded_fees: row.excludedFees,
      taxes: readTaxRules(row.taxes).map((t) => toListingTaxWire(t, currency ?? DEFAULT_CURRENCY)),
    },
    additional_info: {
      house_rules: row.houseRules,
      house_manual: row.houseManual,
      key_pickup: row.keyPickup,
      special_instruction: row.specialInstruction,
      door_code: row.doorCode,
      bed_type: row.bedType,
      listings_cleanliness_status:
        row.cleanlinessStatus as HostListing['additional_info']['listings_cleanliness_status'],
      cleaning_instruction: row.cleaningInstruction,
      wi_fi_username: row.wiFiUsername,
      wi_fi_password: row.wiFiPassword,
      check_in_time_start: row.checkInTimeStart,
      check_in_time_end: row.checkInTimeEnd,
      check_out_time: row.checkOutTime,
      additional_info_checked: {
        auto_door_code: bit(row.autoDoorCode),
        phone_based_door_code: bit(row.phoneBasedDoorCode),
      },
    },
    contact_invoicing: {
      contact_name: row.contactName,
      contact_surname: row.contactSurname,
      phone_number: row.phoneNumber,
      second_phone_number: row.secondPhoneNumber,
      contact_language: row.contactLanguage,
      contact_email: row.contactEmail,
      contact_address: row.contactAddress,
      tax_id: row.taxId,
    },
    booking_settings: {
      minimum_nights: row.minimumNights,
      maximum_nights: row.maximumNights,
      enable_reservations_for_gap_nights: bit(row.enableGapNights),
      smallest_allowed_gap: row.smallestAllowedGap,
      allow_gaps_between_start: row.allowGapsBetweenStart,
      allow_gaps_between_end: row.allowGapsBetweenEnd,
      cancellation_policy: isCancellationPolicy(row.cancellationPolicy) ? row.cancellationPolicy : 'moderate',
    },
    amenities: byAmenityField((a) => bit(row[a.flag])),
    rooms: d.rooms.map((r) => ({
      id: r.id,
      bed_type_id: r.bedTypeId,
      bed_type: r.bedType,
      room_number: r.roomNumber,
      quantity: r.quantity,
    })),
    images: d.images.map((i) => ({
      ...photoSources(storage, i),
      id: i.id,
      original_url: storage.publicUrl(i.file),
      image_sequences: i.channelCaption,
      vrbo_caption: i.vrboCaption,
      engine_caption: i.engineCaption,
      position: i.position,
      original_name: i.originalName,
      size: i.sizeBytes,
    })),
    attachments: d.attachments.map((a) => ({
      id: a.id,
      url: attachmentUrl(storage, a),
      attachments_file_name: a.fileName,
      attachments_is_public: bit(a.isPublic),
      size: a.sizeBytes,
      size_kb: sizeKb(a.sizeBytes),
      original_name: a.originalName,
    })),
    tags: d.tags,
    published_at: iso(row.publishedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

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
