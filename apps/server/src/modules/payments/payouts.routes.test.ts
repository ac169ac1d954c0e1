import { toMajor } from '@innkeep/contract/money';
import { PayoutsReply } from '@innkeep/contract/payouts';
import { ReservationDetailReply } from '@innkeep/contract/reservations-detail';
import { useTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { runPayouts } from './payouts.jobs.ts';
import { afterDue, bookPaid, connectedHost, hostCancels, payoutOf } from './payouts.test-helpers.ts';

let host: Awaited<ReturnType<typeof connectedHost>>;

const t = useTestApp({ PLATFORM_FEE_PERCENT: '10' });
beforeAll(async () => {
  host = await connectedHost(t, { timeZone: 'Europe/Lisbon' });
});

const list = (headers: Record<string, string>) => t.app.inject({ url: '/api/payouts', headers });

describe('GET /api/payouts', () => {
  it("lists the host's own payouts in major units: scheduled, paid, then reversed after a cancellation", async () => {
    const first = await bookPaid(t, host.listingId, 10);
    const second = await bookPaid(t, host.listingId, 20);
    const p1 = await payoutOf(t, first);
    await runPayouts(t.app.deps, afterDue(p1));
    const beforeCancel = Date.now();
    expect((await hostCancels(t, host.headers, second)).statusCode).toBe(200);
    const afterCancel = Date.now();

    const res = await list(host.headers);
    expect(res.statusCode).toBe(200);
    const { data } = PayoutsReply.parse(res.json());
    // The latest scheduled first.
    expect(data.map((l) => [l.reservation_id, l.status])).toEqual([
      [second, 'reversed'],
      [first, 'paid'],
    ]);
    expect(data[1]).toEqual({
      reservation_id: first,
      amount: toMajor(p1.amountMinor, 'EUR'),
      fee: toMajor(p1.feeMinor, 'EUR'),
      currency: 'EUR',
      status: 'paid',
      scheduled_for: p1.scheduledFor.toISOString(),
      paid_at: afterDue(p1).toISOString(),
      reversed_at: null,
      // Whose money it is (docs/requirements/money.md#R-M6), and the transfer in the platform's euros (no conversion).
      kind: 'stay',
      guest_name: expect.any(String),
      listing: expect.any(String),
      // Its instants are written on the listing's clock.
      time_zone: 'Europe/Lisbon',
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      transfer_amount: toMajor(p1.amountMinor, 'EUR'),
      transfer_currency: 'EUR',
      exchange_rate: null,
      reason: null,
      owed: 0,
    });
    expect(data[0]).toMatchObject({ amount: 0, fee: 0, paid_at: null });
    // A reversed payout says when it was reversed: at the host's cancellation, not its old due date.
    const reversedAt = Date.parse(data[0]!.reversed_at ?? '');
    expect(reversedAt).toBeGreaterThanOrEqual(beforeCancel - 1000);
    expect(reversedAt).toBeLessThanOrEqual(afterCancel + 1000);
    expect((await payoutOf(t, second)).reversedAt).not.toBeNull();

    // The reservation drawer shows the same lines.
    const detail = await t.app.inject({ url: `/api/reservations/${first}`, headers: host.headers });
    expect(ReservationDetailReply.parse(detail.json()).data.payouts).toEqual([data[1]]);
  });

  it('gives the same lines as CSV', async () => {
    const res = await t.app.inject({ url: '/api/payouts.csv', headers: host.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('payouts.csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'reservation_id,kind,guest_name,listing,start_date,end_date,amount,fee,currency,transfer_amount,transfer_currency,exchange_rate,status,reason,scheduled_for,paid_at,reversed_at,owed',
    );
    const { data } = PayoutsReply.parse((await list(host.headers)).json());
    expect(lines).toHaveLength(data.length + 1);
    expect(lines[2]).toBe(
      [
        data[1]!.reservation_id,
        'stay',
        data[1]!.guest_name,
        data[1]!.listing,
        data[1]!.start_date,
        data[1]!.end_date,
        data[1]!.amount,
        data[1]!.fee,
        'EUR',
        data[1]!.transfer_amount,
        'EUR',
        '',
        'paid',
        '',
        data[1]!.scheduled_for,
        data[1]!.paid_at,
        '',
        0,
      ].join(','),
    );
    // The host's cancellation before the payout date: cancelled as on the page, with when.
    expect(lines[1]).toContain(`,cancelled,`);
    expect(lines[1]).toContain(`,${data[0]!.reversed_at},`);
  });

  it("is for hosts only, and shows a host none of another host's payouts", async () => {
    expect((await t.app.inject({ url: '/api/payouts' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/payouts.csv' })).statusCode).toBe(401);
    const admin = await signedInHost(t.db, true);
    expect((await list(admin.headers)).statusCode).toBe(403);
    const other = await signedInHost(t.db);
    expect((await list(other.headers)).json()).toEqual({ data: [] });
  });
  it('says who cancelled a paid stay whose card processing the host bears: the host, or an admin', async () => {
    const byHost = await bookPaid(t, host.listingId, 40);
    const byAdmin = await bookPaid(t, host.listingId, 50);
    expect((await hostCancels(t, host.headers, byHost)).statusCode).toBe(200);
    const admin = await signedInHost(t.db, true);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${byAdmin}/cancel`,
      headers: admin.headers,
      payload: { cause: 'host_cancellation', reason: 'The host cannot receive the guest' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { data } = PayoutsReply.parse((await list(host.headers)).json());
    const reasonOf = (id: number) => data.find((l) => l.reservation_id === id)?.reason;
    expect(reasonOf(byHost)).toMatch(
      /^You cancelled this paid stay: its card processing \(€[\d.,]+\) is kept/,
    );
    expect(reasonOf(byAdmin)).toMatch(
      /^Innkeep cancelled this paid stay as your cancellation: its card processing \(€[\d.,]+\) is kept/,
    );
  });
});
