/** The booking panel's Guests field: choosing check-out on the calendar moves focus to it. */
export const GUESTS_FIELD_ID = 'stay-guests';
