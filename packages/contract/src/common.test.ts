import fc from 'fast-check';
import { InquiryInput } from './bookings.ts';
import { Flag, Id, IsoDate, MAX_ID, PhoneNumber, text } from './common.ts';
import { ContactInput } from './content.ts';
import { isIsoDate } from './dates.ts';
import { ERROR_CODES, errorCodeForStatus, isErrorCode } from './errors.ts';
import { messages } from './messages.ts';
import { PlacesQuery, SearchQuery } from './search.ts';

const inquiry = {
  listing_id: 5,
  start_date: '2030-03-01',
  end_date: '2030-03-04',
  guests: 2,
  first_name: 'Ana',
  last_name: 'Silva',
  email_address: 'ana@example.com',
  phone_number: '+351 912 345 678',
};

describe('Id (docs/requirements/security.md#R-S1, R-S4)', () => {
  it('accepts plain decimal ids from 1 to the largest integer column value', () => {
    expect(Id.parse('16')).toBe(16);
    expect(Id.parse(16)).toBe(16);
    expect(Id.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses ids storage cannot hold, and every other spelling of a number', () => {
    for (const bad of ['2147483648', '99999999999', '0', '-1', '0x10', '+1', '1e1', '16.0', ' ', '', 'abc']) {
      expect(Id.safeParse(bad).success, bad).toBe(false);
    }
    for (const bad of [true, false, null, 1.5, 2 ** 31, Number.NaN, [1]]) {
      expect(Id.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(Id.safeParse('0x10').error?.issues[0]?.message).toBe(messages.idInvalid);
  });

  it('refuses a JSON true as an inquiry listing id', () => {
    expect(InquiryInput.safeParse({ ...inquiry, listing_id: true }).success).toBe(false);
    expect(InquiryInput.safeParse({ ...inquiry, listing_id: 99999999999 }).success).toBe(false);
    expect(InquiryInput.safeParse(inquiry).success).toBe(true);
  });
});

describe('text (docs/requirements/security.md#R-S2)', () => {
  it('refuses a NUL character with a clear message', () => {
    const result = text().safeParse('Lis\u0000bon');
    expect(result.error?.issues[0]?.message).toBe(messages.textNul);
    expect(text().trim().parse('  Lisbon ')).toBe('Lisbon');
  });

  it('guards the free-text fields of shared schemas', () => {
    expect(InquiryInput.safeParse({ ...inquiry, first_name: 'A\u0000' }).success).toBe(false);
    expect(SearchQuery.safeParse({ city: 'Lis\u0000bon' }).success).toBe(false);
    expect(PlacesQuery.safeParse({ q: 'Li\u0000' }).success).toBe(false);
    expect(ContactInput.safeParse({ email: 'a@b.co', message: 'Hi\u0000' }).success).toBe(false);
  });
});

describe('IsoDate (docs/requirements/security.md#R-S3)', () => {
  it('accepts real dates within the supported years', () => {
    expect(IsoDate.parse('2024-02-29')).toBe('2024-02-29');
    expect(isIsoDate('2030-12-31')).toBe(true);
  });

  it('refuses impossible dates and the ends of the calendar', () => {
    for (const bad of [
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '9999-12-30',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
    ]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
    expect(isIsoDate(20250101)).toBe(false);
  });

  it('property: isIsoDate (dates.ts, without zod) accepts exactly what the IsoDate schema accepts', () => {
    const digits = (n: number) =>
      fc.integer({ min: 0, max: 10 ** n - 1 }).map((v) => String(v).padStart(n, '0'));
    const dateLike = fc.oneof(
      fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`),
      fc
        .tuple(
          fc.integer({ min: 1890, max: 3010 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(dateLike, (value) => isIsoDate(value) === IsoDate.safeParse(value).success),
      { numRuns: 5000 },
    );
  });
});

describe('numbers and flags as text (docs/requirements/security.md#R-S4)', () => {
  it('refuses hex, exponent and signed spellings of guests and pages', () => {
    for (const bad of ['0x10', '1e1', '+1', '2.5', 'true']) {
      expect(InquiryInput.safeParse({ ...inquiry, guests: bad }).success, bad).toBe(false);
      expect(SearchQuery.safeParse({ page: bad }).success, bad).toBe(false);
    }
    expect(SearchQuery.parse({ page: '2', numberOfGuests: '3' })).toMatchObject({
      page: 2,
      numberOfGuests: 3,
    });
  });

  it('a flag is 1/0 or true/false, nothing else', () => {
    expect(Flag.parse('1')).toBe(true);
    expect(Flag.parse(0)).toBe(false);
    for (const bad of ['abc', '2', '-1', '', 2]) expect(Flag.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('PhoneNumber: one rule and one message for every phone field', () => {
  it('drops spaces, dashes and brackets, keeps a leading +', () => {
    expect(PhoneNumber.parse(' +351 (912) 345-678 ')).toBe('+351912345678');
  });

  it('refuses letters with the shared message in the inquiry and contact forms', () => {
    expect(PhoneNumber.safeParse('call me').error?.issues[0]?.message).toBe(messages.phoneNumeric);
    const contact = ContactInput.safeParse({ email: 'a@b.co', phone: 'call me', message: 'Hi' });
    expect(contact.error?.issues[0]?.message).toBe(messages.phoneNumeric);
    expect(ContactInput.parse({ email: 'a@b.co', phone: '', message: 'Hi' }).phone).toBeNull();
  });

  it('names what it takes when it refuses "12", which is digits only yet too short', () => {
    expect(PhoneNumber.safeParse('12').error?.issues[0]?.message).toBe(
      'Phone number must have 5 to 20 digits, optionally after a +',
    );
    // What the words allow is taken: a leading + and the usual spacing.
    expect(PhoneNumber.safeParse('+351 912 345 678').success).toBe(true);
    expect(PhoneNumber.safeParse('12345').success).toBe(true);
    expect(PhoneNumber.safeParse('1'.repeat(21)).success).toBe(false);
  });
});

describe('error codes', () => {
  it('knows only the codes the server sends', () => {
    expect(isErrorCode('DATES_UNAVAILABLE')).toBe(true);
    expect(isErrorCode('VALIDATION_FAILED')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(ERROR_CODES).not.toContain('VALIDATION_FAILED');
  });

  it('gives a body without a code the code of its status; a 422 has none', () => {
    expect(errorCodeForStatus(404)).toBe('NOT_FOUND');
    expect(errorCodeForStatus(409)).toBe('CONFLICT');
    // A 503 (a restart, a held lock) is "try again", not a server fault (decision 0050).
    expect(errorCodeForStatus(503)).toBe('UNAVAILABLE');
    expect(errorCodeForStatus(504)).toBe('INTERNAL');
    expect(errorCodeForStatus(422)).toBeNull();
  });
});
