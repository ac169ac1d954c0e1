import { fullName } from '@innkeep/contract/names';
import { phoneLinkOf } from '@innkeep/contract/phone';
import type { StayTerms } from '@innkeep/contract/stay-terms';
import {
  accessWindow,
  checkInInstant,
  checkOutInstant,
  clockText,
  mapUrl,
  type Trip,
} from '@innkeep/contract/trip';
import type { Tx } from '../../db/client.ts';
import { findStayTerms, findTripDetails, type TripDetailsRow } from './listings.trip.repository.ts';

const blankToNull = (value: string | null) => (value?.trim() ? value.trim() : null);

/** The stay a trip is told for: its dates, and whether it was cancelled (then never the door code). */
export interface TripStay {
  startDate: string;
  endDate: string;
  cancelled?: boolean;
}

/**
 * The trip of a paid stay (decision 0033). The door code and the Wi-Fi are given only from
 * ACCESS_DETAILS_HOURS before check-in until the end of the check-out day at the listing (decision 0055);
 * the caller decides that the stay is paid.
 */
export async function tripOf(
  db: Tx,
  listingId: number,
  stay: TripStay,
  now = new Date(),
): Promise<Trip | null> {
  const row = await findTripDetails(db, listingId);
  return row ? toTrip(row, stay, now) : null;
}

export function toTrip(row: TripDetailsRow, stay: TripStay, now: Date): Trip {
  const checkInAt = checkInInstant(stay.startDate, row.checkInTimeStart, row.timeZone);
  const { from, until, open, ended } = accessWindow(
    {
      ...stay,
      checkInTime: row.checkInTimeStart,
      timeZone: row.timeZone,
      cancelled: stay.cancelled ?? false,
    },
    now,
  );
  const contactName = [row.contactName, row.contactSurname].map(blankToNull).filter(Boolean).join(' ');
  const phone = blankToNull(row.contactPhone);
  return {
    address: {
      line: row.address,
      street: blankToNull(row.street),
      city: blankToNull(row.city),
      state: blankToNull(row.state),
      zip_code: blankToNull(row.zipCode),
      country: blankToNull(row.country),
      map_url: mapUrl(row.lat, row.lng, row.address),
    },
    time_zone: row.timeZone,
    check_in_from: clockText(row.checkInTimeStart),
    check_in_until: clockText(row.checkInTimeEnd),
    check_out_time: clockText(row.checkOutTime),
    check_in_at: checkInAt.toISOString(),
    host: {
      name: contactName || fullName(row.hostFirstName, row.hostLastName),
      phone,
      phone_link: phoneLinkOf(phone),
      email: blankToNull(row.contactEmail) ?? row.hostEmail,
    },
    key_pickup: blankToNull(row.keyPickup),
    house_manual: blankToNull(row.houseManual),
    house_rules: blankToNull(row.houseRules),
    special_instruction: blankToNull(row.specialInstruction),
    checked_in: now.getTime() >= checkInAt.getTime(),
    checked_out: now.getTime() >= checkOutInstant(stay.endDate, row.checkOutTime, row.timeZone).getTime(),
    access: {
      available_from: from.toISOString(),
      available_until: until.toISOString(),
      available: open,
      ended,
      door_code: open ? blankToNull(row.doorCode) : null,
      wi_fi_username: open ? blankToNull(row.wiFiUsername) : null,
      wi_fi_password: open ? blankToNull(row.wiFiPassword) : null,
    },
  };
}

/** The house rules and times shown next to Pay and recorded when accepted (decision 0035). */
export async function stayTermsOf(db: Tx, listingId: number): Promise<StayTerms> {
  const row = await findStayTerms(db, listingId);
  return {
    house_rules: blankToNull(row?.houseRules ?? null),
    check_in_from: clockText(row?.checkInTimeStart ?? null),
    check_in_until: clockText(row?.checkInTimeEnd ?? null),
    check_out_time: clockText(row?.checkOutTime ?? null),
  };
}
