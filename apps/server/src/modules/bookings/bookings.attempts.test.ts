import { randomUUID } from 'node:crypto';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { unknownAttemptMessage } from './bookings.attempts.ts';
import { bookingBody, day, post } from './bookings.test-helpers.ts';

const t = useTestApp();
const host = useConnectedHost(t, { firstName: 'Maria', email: 'maria.attempts@example.com' });

const lookup = (key: string) => t.app.inject({ method: 'GET', url: `/api/bookings/attempts/${key}` });

describe('GET /api/bookings/attempts/{key}: what a Book now whose answer was lost became', () => {
  it('a paid Book now: answered, with the reservation it made', async () => {
    const l = await createListing(t.db, host.user.id);
    const key = randomUUID();
    const paid = await post(t, '/api/bookings', bookingBody(l.id), { 'idempotency-key': key });
    expect(paid.statusCode, paid.body).toBe(201);
    const res = await lookup(key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { state: 'answered', unique_hash: paid.json().data.unique_hash } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('one waiting for the bank (202) names its reservation too, so the page can finish it', async () => {
    const l = await createListing(t.db, host.user.id);
    const key = randomUUID();
    const body = bookingBody(l.id, { payment_method_id: 'pm_card_authenticationRequired' });
    const waiting = await post(t, '/api/bookings', body, { 'idempotency-key': key });
    expect(waiting.statusCode).toBe(202);
    expect((await lookup(key)).json().data.unique_hash).toBe(waiting.json().data.unique_hash);
  });

  it('a declined card made no booking: answered without a reservation', async () => {
    const l = await createListing(t.db, host.user.id);
    const key = randomUUID();
    const body = bookingBody(l.id, {
      payment_method_id: 'pm_card_chargeDeclined',
      start_date: day(50),
      end_date: day(52),
    });
    expect((await post(t, '/api/bookings', body, { 'idempotency-key': key })).statusCode).toBe(402);
    expect((await lookup(key)).json()).toEqual({ data: { state: 'answered', unique_hash: null } });
  });

  it('a request still being worked on is running', async () => {
    const key = randomUUID();
    await t.db.insert(idempotencyKeys).values({ scope: 'POST /api/bookings:guest', key, requestHash: 'x' });
    expect((await lookup(key)).json()).toEqual({ data: { state: 'running', unique_hash: null } });
  });

  it('a key never received, or used on another route, is a 404; a key that is not a UUID is a 422', async () => {
    const unknown = await lookup(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(unknownAttemptMessage);
    const key = randomUUID();
    await t.db
      .insert(idempotencyKeys)
      .values({ scope: 'POST /api/bookings/billing:guest', key, requestHash: 'x', responseStatus: 201 });
    expect((await lookup(key)).statusCode).toBe(404);
    expect((await lookup('retry-123')).statusCode).toBe(422);
  });
});
