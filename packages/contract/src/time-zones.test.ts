import { defaultTimeZone, hostTimeZone, isTimeZone, todayIn } from './time-zones.ts';

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

describe('hostTimeZone', () => {
  it('is the zone most of the listings are in, UTC without listings', () => {
    expect(hostTimeZone(['Asia/Tokyo', 'America/Los_Angeles', 'Asia/Tokyo'])).toBe('Asia/Tokyo');
    expect(hostTimeZone(['America/Los_Angeles'])).toBe('America/Los_Angeles');
    expect(hostTimeZone([])).toBe('UTC');
  });

  it('gives a tie to the zone first by name, whatever the order, and counts an unknown zone as UTC', () => {
    expect(hostTimeZone(['Asia/Tokyo', 'America/Los_Angeles'])).toBe('America/Los_Angeles');
    expect(hostTimeZone(['America/Los_Angeles', 'Asia/Tokyo'])).toBe('America/Los_Angeles');
    expect(hostTimeZone(['Mars/Olympus', 'UTC', 'Asia/Tokyo'])).toBe('UTC');
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
