import { byAmenityField } from '@innkeep/contract/amenities';
import { isCancellationPolicy } from '@innkeep/contract/cancellation';
import { currencySymbol } from '@innkeep/contract/currency-symbols';
import type { HostListing, HostListingCard } from '@innkeep/contract/listings-reply';
import { mainVariant, sizeKb } from '@innkeep/contract/listings-uploads';
import { DEFAULT_CURRENCY, toMajor } from '@innkeep/contract/money';
import type { ListingImage } from '@innkeep/contract/search';
import { readTaxRules, toListingTaxWire } from '@innkeep/contract/taxes-wire';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { ImageVariant } from '../../db/schema/listings.ts';
import type { AttachmentRow, ImageRow, ListingRow } from './listings.repository.ts';

const bit = (b: boolean) => (b ? 1 : 0) as 0 | 1;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The storage keys of these photos (the original and every variant) and attachments. */
export function fileKeysOf(
  images: { file: string; variants: Pick<ImageVariant, 'key'>[] }[],
  attachments: { file: string }[],
): string[] {
  return [
    ...images.flatMap((i) => [i.file, ...i.variants.map((v) => v.key)]),
    ...attachments.map((a) => a.file),
  ];
}

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
    time_zone: row.timeZone,
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

/** The price and fees tab, in major units of the listing's currency. */
function priceAndFee(row: ListingRow): HostListing['price_and_fee'] {
  const currency = row.currencyCode;
  const money = (minor: number | null) =>
    minor === null ? null : toMajor(minor, currency ?? DEFAULT_CURRENCY);
  return {
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
  };
}

/** The additional information tab: house rules, arrival, cleaning and Wi-Fi. */
function additionalInfo(row: ListingRow): HostListing['additional_info'] {
  return {
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
  };
}

/** The booking settings tab: stay lengths, gap nights and the cancellation policy. */
function bookingSettings(row: ListingRow): HostListing['booking_settings'] {
  return {
    minimum_nights: row.minimumNights,
    maximum_nights: row.maximumNights,
    enable_reservations_for_gap_nights: bit(row.enableGapNights),
    smallest_allowed_gap: row.smallestAllowedGap,
    allow_gaps_between_start: row.allowGapsBetweenStart,
    allow_gaps_between_end: row.allowGapsBetweenEnd,
    cancellation_policy: isCancellationPolicy(row.cancellationPolicy) ? row.cancellationPolicy : 'moderate',
  };
}

const hostImage = (storage: StoragePort, i: ImageRow): HostListing['images'][number] => ({
  ...photoSources(storage, i),
  id: i.id,
  original_url: storage.publicUrl(i.file),
  image_sequences: i.channelCaption,
  vrbo_caption: i.vrboCaption,
  engine_caption: i.engineCaption,
  position: i.position,
  original_name: i.originalName,
  size: i.sizeBytes,
});

const hostAttachment = (storage: StoragePort, a: AttachmentRow): HostListing['attachments'][number] => ({
  id: a.id,
  url: attachmentUrl(storage, a),
  attachments_file_name: a.fileName,
  attachments_is_public: bit(a.isPublic),
  size: a.sizeBytes,
  size_kb: sizeKb(a.sizeBytes),
  original_name: a.originalName,
});

export function toHostListing(storage: StoragePort, row: ListingRow, d: ListingDetails): HostListing {
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
    price_and_fee: priceAndFee(row),
    additional_info: additionalInfo(row),
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
    booking_settings: bookingSettings(row),
    amenities: byAmenityField((a) => bit(row[a.flag])),
    rooms: d.rooms.map((r) => ({
      id: r.id,
      bed_type_id: r.bedTypeId,
      bed_type: r.bedType,
      room_number: r.roomNumber,
      quantity: r.quantity,
    })),
    images: d.images.map((i) => hostImage(storage, i)),
    attachments: d.attachments.map((a) => hostAttachment(storage, a)),
    tags: d.tags,
    published_at: iso(row.publishedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
