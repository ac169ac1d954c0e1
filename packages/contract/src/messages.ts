import { MAX_DATE_YEAR, MIN_DATE_YEAR } from './dates.ts';

/*
 * What the product says when it refuses input or confirms an action, by area. No schema here (no zod): a page
 * that only shows a message does not load and build the schemas with it (the browser's public pages,
 * decision record 0017). The schemas in common.ts, bookings.ts, payments.ts and content.ts use these texts.
 */

/** How many digits a phone number has (a leading + apart): the rule (common.ts) and its message say the same. */
export const PHONE_DIGITS = { min: 5, max: 20 } as const;

export const messages = {
  emailRequired: 'Email field is required',
  emailInvalid: 'Invalid email address',
  emailBlocked: 'Email is blocked',
  newsletterEmailInvalid: 'Please provide valid email',
  idInvalid: 'Use a whole number id from 1',
  textNul: 'Text must not contain NUL characters',
  numberInvalid: 'Use a plain decimal number',
  flagInvalid: 'Use 1 or 0',
  dateInvalid: 'Use a date in the form YYYY-MM-DD',
  dateRange: `Use a date between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`,
  phoneRequired: 'Phone number is required',
  // Says what the rule takes: "12" is digits only and still refused; spaces, dashes, dots and brackets are dropped.
  phoneNumeric: `Phone number must have ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, optionally after a +`,
} as const;

/** The most guests a booking, inquiry or price calculation may name. */
export const MAX_BOOKING_GUESTS = 100;

export const bookingMessages = {
  listingRequired: 'Listing is required',
  startRequired: 'Check-in date is required',
  endRequired: 'Check-out date is required',
  guestsRequired: 'Guests is required',
  guestsWhole: `Guests must be a whole number from 1 to ${MAX_BOOKING_GUESTS}`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: messages.phoneRequired,
  phoneNumeric: messages.phoneNumeric,
  inquirySent: 'Your inquiry has been sent to the host.',
  messageTooLong: 'Keep your message to the host under 2,000 characters',
  messageNotPlain: 'Write your message as plain text',
  inquiryDuplicate:
    'You have already sent the host an inquiry for these dates from this e-mail address. The host will reply to it.',
} as const;

export const paymentMessages = {
  expectedTotalInvalid: 'The total shown must be an amount',
  priceChanged:
    'The price of these dates changed while you were booking. Check the new total and book again.',
  billingAddressRequired: 'Billing address is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  zipRequired: 'Zip code is required',
  cardRequired: 'Enter your card details',
  reservationRequired: 'Reservation is required',
  bookingSuccessful: 'Booking successful!',
  paymentSuccessful: 'Payment successful! Your stay is booked.',
  staffSuccess: 'Reservation and Payment Successful!',
  staffFailure: 'Something went wrong. Please try again.',
  datesUnavailable: 'These dates are no longer available',
  authenticationRequired: 'Your bank asks you to confirm this payment.',
  paymentProcessing: 'Your payment is being processed. We will e-mail you as soon as it is confirmed.',
  alreadyPaid: 'This reservation is already paid.',
  notPayable: 'This reservation cannot be paid now.',
  holdExpired: 'The time to pay for this reservation has run out. Please send the host a new inquiry.',
  reservationNotFound: 'Reservation not found',
  idempotencyInProgress: 'The same request is still being processed. Try again in a moment.',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
} as const;

export const contentMessages = {
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
  phoneNumeric: messages.phoneNumeric,
  contactSent: 'Thank you for your message. We will get back to you soon.',
  /** When the team answers a contact message: the page and the confirmation e-mail promise the same. */
  contactReplyTime: 'usually within two working days',
  subscribed: 'Thank you for subscribing!',
  /** Shown after `subscribed`: the address counts only once its confirmation link is followed. */
  checkInbox: 'Please check your inbox and confirm your address.',
  linkMalformed: 'This link is not valid',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  confirmed: 'Your subscription is confirmed. Thank you!',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid.',
  unsubscribed: 'You are unsubscribed and will not receive the newsletter any more.',
} as const;
