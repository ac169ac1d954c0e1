import { defaultTimeZone, isTimeZone, todayIn } from './time-zones.ts';

describe('todayIn', () => {
  // 2026-11-23 11:30 UTC: already the 24th in Auckland (UTC+13), still the 23rd in Los Angeles.
  const now = new Date('2026-11-23T11:30:00Z');

  it('gives the date at the listing, whatever the server zone', () => {
    expect(todayIn('Pacific/Auckland', now)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-23');
    expect(todayIn('UTC', new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-24T07:59:00Z'))).toBe('2026-11-23');
  });

  it('counts an unknown zone as UTC', () => {
    expect(todayIn('Mars/Olympus', new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
  });
});

describe('time zones', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('defaults from the city, then the country, then UTC', () => {
    expect(defaultTimeZone('US', 'Los Angeles')).toBe('America/Los_Angeles');
    expect(defaultTimeZone('PT', 'Porto')).toBe('Europe/Lisbon');
    expect(defaultTimeZone('US', 'Nowhere')).toBe('UTC');
    expect(defaultTimeZone(null, null)).toBe('UTC');
  });
});
