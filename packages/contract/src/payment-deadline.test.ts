import { paymentDeadline, timeLeft, zoneLabel } from './payment-deadline.ts';

describe('paymentDeadline: the listing’s clock, 24-hour, its zone named, the time left', () => {
  const now = new Date('2027-05-31T11:00:00Z');

  it('reads the deadline on the listing’s clock, not the guest’s', () => {
    expect(paymentDeadline('2027-06-01T10:00:00Z', 'Europe/Lisbon', now)).toEqual({
      at: 'Jun 1, 2027, 11:00',
      zone: 'Lisbon time',
      left: '23 hours left',
    });
    // Past midnight in Tokyo: the next day, 00:30, never 12:30 AM.
    expect(paymentDeadline('2027-06-01T15:30:00Z', 'Asia/Tokyo', now).at).toBe('Jun 2, 2027, 00:30');
    expect(paymentDeadline('2027-06-01T15:30:00Z', 'America/New_York', now)).toMatchObject({
      at: 'Jun 1, 2027, 11:30',
      zone: 'New York time',
    });
  });

  it('names UTC when the zone is UTC or one the runtime does not know', () => {
    expect(paymentDeadline('2027-06-01T10:00:00Z', 'UTC', now)).toMatchObject({
      at: 'Jun 1, 2027, 10:00',
      zone: 'UTC',
    });
    expect(paymentDeadline('2027-06-01T10:00:00Z', 'Mars/Olympus', now)).toMatchObject({ zone: 'UTC' });
  });

  it('counts whole hours down, minutes up under an hour, and nothing once passed', () => {
    const end = new Date('2027-06-01T10:00:00Z');
    expect(timeLeft(end, new Date('2027-06-01T08:59:59Z'))).toBe('1 hour left');
    expect(timeLeft(end, new Date('2027-06-01T09:00:01Z'))).toBe('60 minutes left');
    expect(timeLeft(end, new Date('2027-06-01T09:59:30Z'))).toBe('1 minute left');
    expect(timeLeft(end, end)).toBeNull();
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
  });
});
