import { cardProcessingMinor } from '@innkeep/contract/card-processing';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, paymentsOf } from '../bookings/bookings.test-helpers.ts';
import { runPayouts } from './payouts.jobs.ts';
import { stayPayoutDueAt } from './payouts.rules.ts';
import {
  afterDue,
  bookPaid,
  connectedHost,
  hostCancels,
  payoutOf,
  policyRefund,
  reversalsOf,
  simulatedTransfers,
} from './payouts.test-helpers.ts';

/** The payout job against the payment simulator (the default provider), with a 10 % platform fee. */
let host: Awaited<ReturnType<typeof connectedHost>>;

const t = useTestApp({ PLATFORM_FEE_PERCENT: '10' });
beforeAll(async () => {
  host = await connectedHost(t, { timeZone: 'Europe/Lisbon', checkInTimeStart: '16:00' });
});

const run = (now: Date) => runPayouts(t.app.deps, now);

describe('a stay is paid to the host 24 hours after check-in', () => {
  it('schedules the host share when the payment succeeds, and transfers it once when due', async () => {
    const id = await bookPaid(t, host.listingId, 10);
    const [stay] = await paymentsOf(t, id, 'stay');
    const payout = await payoutOf(t, id);
    const fee = Math.round(stay!.amountMinor / 10);
    expect(payout).toMatchObject({
      paymentId: stay!.id,
      status: 'scheduled',
      amountMinor: stay!.amountMinor - fee,
      feeMinor: fee,
      chargeMinor: stay!.amountMinor,
      idempotencyKey: `pay:${stay!.id}:transfer`,
      transferredMinor: null,
    });
    // Check-in at 16:00 in Lisbon on the first night, plus 24 hours.
    expect(payout.scheduledFor).toEqual(stayPayoutDueAt(day(10), '16:00', 'Europe/Lisbon'));

    const before = (await simulatedTransfers(t)).length;
    await run(new Date(payout.scheduledFor.getTime() - 60_000));
    expect((await payoutOf(t, id)).status).toBe('scheduled');
    expect((await simulatedTransfers(t)).length).toBe(before);

    await run(afterDue(payout));
    const paid = await payoutOf(t, id);
    expect(paid).toMatchObject({ status: 'paid', transferredMinor: payout.amountMinor });
    expect(paid.paidAt).toEqual(afterDue(payout));
    const transfers = await simulatedTransfers(t);
    expect(transfers.length).toBe(before + 1);
    expect(transfers.find((x) => x.id === paid.providerTransferId)?.amountMinor).toBe(payout.amountMinor);

    // Another round changes nothing.
    await run(new Date(afterDue(payout).getTime() + 5 * 60_000));
    expect((await simulatedTransfers(t)).length).toBe(before + 1);
  });

  it('two job rounds at once transfer a due payout once', async () => {
    const ids = [await bookPaid(t, host.listingId, 20), await bookPaid(t, host.listingId, 24)];
    const due = afterDue(await payoutOf(t, ids[1]!));
    const before = (await simulatedTransfers(t)).length;
    await Promise.all([run(due), run(due), run(due)]);
    expect((await simulatedTransfers(t)).length).toBe(before + 2);
    for (const id of ids) expect((await payoutOf(t, id)).status).toBe('paid');
  });

  it('a host cancellation before the payout sends the host nothing and returns the fee', async () => {
    const id = await bookPaid(t, host.listingId, 30);
    const payout = await payoutOf(t, id);
    expect((await hostCancels(t, host.headers, id)).statusCode).toBe(200);
    expect(await payoutOf(t, id)).toMatchObject({
      status: 'reversed',
      amountMinor: 0,
      feeMinor: 0,
      feeReturned: true,
    });
    const before = (await simulatedTransfers(t)).length;
    await run(afterDue(payout));
    expect((await simulatedTransfers(t)).length).toBe(before);
    expect((await payoutOf(t, id)).status).toBe('reversed');
  });

  it('a host cancellation after the payout reverses the whole host share', async () => {
    const id = await bookPaid(t, host.listingId, 40);
    const payout = await payoutOf(t, id);
    await run(afterDue(payout));
    const paid = await payoutOf(t, id);
    expect(paid.status).toBe('paid');
    // Earlier host cancellations' card processing may have been kept from this transfer (decision 0089).
    const sent = paid.transferredMinor!;
    expect(sent + paid.withheldMinor).toBe(payout.amountMinor);
    expect((await hostCancels(t, host.headers, id)).statusCode).toBe(200);
    const after = await payoutOf(t, id);
    expect(after).toMatchObject({
      status: 'reversed',
      amountMinor: 0,
      feeMinor: 0,
      reversedMinor: sent,
      hostChargeMinor: cardProcessingMinor(payout.chargeMinor, payout.currency),
    });
    const [reversal] = await reversalsOf(t, payout.id);
    expect(reversal).toMatchObject({ status: 'succeeded', amountMinor: sent });
    const transfer = (await simulatedTransfers(t)).find((x) => x.id === after.providerTransferId);
    expect(transfer?.reversedMinor).toBe(sent);
  });

  it('a policy refund before the payout lowers it; the platform keeps its fee on what the guest keeps', async () => {
    const id = await bookPaid(t, host.listingId, 50);
    const payout = await payoutOf(t, id);
    const half = Math.round(payout.chargeMinor / 2);
    await policyRefund(t, id, half);
    const kept = payout.chargeMinor - half;
    const fee = Math.round(kept / 10);
    expect(await payoutOf(t, id)).toMatchObject({
      status: 'scheduled',
      amountMinor: kept - fee,
      feeMinor: fee,
    });
    await run(afterDue(payout));
    const paid = await payoutOf(t, id);
    expect(paid.status).toBe('paid');
    expect(paid.transferredMinor! + paid.withheldMinor).toBe(kept - fee);
  });

  it('a refund applied elsewhere (a webhook) after the payout is reversed by the job', async () => {
    const id = await bookPaid(t, host.listingId, 60);
    const payout = await payoutOf(t, id);
    await run(afterDue(payout));
    // As charge.refunded does: only the payment's refunded amount moves, no hook runs.
    const refunded = 10_000;
    await t.db.update(payments).set({ refundedMinor: refunded }).where(eq(payments.id, payout.paymentId));
    await run(new Date(afterDue(payout).getTime() + 2 * 60_000));
    const kept = payout.chargeMinor - refunded;
    const share = kept - Math.round(kept / 10);
    const after = await payoutOf(t, id);
    expect(after).toMatchObject({
      status: 'paid',
      amountMinor: share,
      reversedMinor: payout.amountMinor - share,
    });
    expect((await reversalsOf(t, payout.id)).map((r) => r.status)).toEqual(['succeeded']);
  });

  it('waits for a host without an account that can receive transfers, then pays when there is one', async () => {
    const other = await connectedHost(t);
    const id = await bookPaid(t, other.listingId, 70);
    const payout = await payoutOf(t, id);
    // The account lost its transfers (onboarding requirements came back): the payout waits.
    await t.db.update(payouts).set({ destinationAccountId: null }).where(eq(payouts.id, payout.id));
    const [stay] = await paymentsOf(t, id, 'stay');
    await t.db
      .update(payments)
      .set({ destinationAccountId: 'acct_sim_nobody' })
      .where(eq(payments.id, stay!.id));
    await run(afterDue(payout));
    const refused = await payoutOf(t, id);
    expect(refused).toMatchObject({ status: 'scheduled', attempts: 1, transferredMinor: null });
    expect(refused.idempotencyKey).toBe(`pay:${stay!.id}:transfer:2`);
    expect(refused.failureMessage).toMatch(/No such destination: 'acct_sim_nobody'/);
    await t.db.update(payments).set({ destinationAccountId: null }).where(eq(payments.id, stay!.id));
    await run(new Date(afterDue(payout).getTime() + 2 * 3_600_000));
    expect((await payoutOf(t, id)).status).toBe('paid');
  });
});

describe('stays in other currencies on the simulated Lisbon platform (decision 0049)', () => {
  it('a rand stay settles in euros and is paid in euros; a currency without a test rate settles and is paid in its own', async () => {
    const cases = [
      { currencyCode: 'ZAR', transferCurrency: 'eur', start: 200 },
      { currencyCode: 'KES', transferCurrency: 'kes', start: 210 },
    ];
    for (const c of cases) {
      const other = await createListing(t.db, host.user.id, {
        currencyCode: c.currencyCode,
        refundableDamageDepositMinor: 0,
      });
      const id = await bookPaid(t, other.id, c.start);
      await run(afterDue(await payoutOf(t, id)));
      expect(await payoutOf(t, id)).toMatchObject({ status: 'paid', transferCurrency: c.transferCurrency });
    }
  });
});
