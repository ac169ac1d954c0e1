import type { ListingDraftInput } from './listings.ts';
import { emptyListingFormValues, type ListingFormValues } from './listings-form.ts';

/** A schema's field errors keyed by dotted path, as the server's 422 gives them ({} when it passes). */
export function errorsOf(schema: typeof ListingDraftInput, values: unknown): Record<string, string[]> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** The extra-guest price, times, stay rules and one bedroom that both value sets below give. */
const stayTerms = () =>
  ({
    price_fo_extra_person: 15,
    guests_included: 2,
    check_in_time_start: '15:00',
    check_in_time_end: '20:00',
    check_out_time: '11:00',
    minimum_nights: 2,
    maximum_nights: 30,
    smallest_allowed_gap: 1,
    allow_gaps_between_start: '2030-01-01',
    allow_gaps_between_end: '2030-12-31',
    rooms: [{ bed_type_id: 1, room_number: 1, quantity: 2 }],
  }) satisfies Partial<ListingFormValues>;

/**
 * Every publish field filled with typed values, no photos (a test adds what it uploads); pass what the test
 * cares about. Used by the server tests and the browser fixtures alike.
 */
export function publishableListing(overrides: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    ...emptyListingFormValues(),
    external_listing_name: 'Sea view loft',
    description: 'Bright loft above the river.',
    person_capacity: 4,
    property_type_id: 1,
    room_type_id: 1,
    bathroom_type_id: 1,
    number_of_bedrooms: 2,
    number_of_beds: 2,
    number_of_bathrooms: 1,
    number_of_guest_bathrooms: 0,
    address: 'Rua Augusta 100',
    public_address: 'Baixa, Lisbon',
    country: 'PT',
    state: 'Lisboa',
    city: 'Lisbon',
    street: 'Rua Augusta',
    zip_code: '1100-053',
    currency_code: 'EUR',
    price: 120.5,
    ...stayTerms(),
    images: [],
    ...overrides,
  };
}

/** A listing that passes every publish rule; tests change one field at a time. */
export function completeValues(): ListingFormValues {
  return {
    ...emptyListingFormValues(),
    external_listing_name: 'Sea view loft',
    property_type_id: 1,
    room_type_id: '1',
    bathroom_type_id: 2,
    person_capacity: 4,
    address: 'Rua Augusta 1, Lisbon',
    city: 'Lisbon',
    currency_code: 'eur',
    price: '120.5',
    ...stayTerms(),
    images: [{ id: 7, name: 'a.jpg', size: 1000, image_sequences: 'Front' }],
  };
}
