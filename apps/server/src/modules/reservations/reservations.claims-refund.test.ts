import { CLAIM_PAYOUT_HOLD_DAYS, claimMessages } from '@innkeep/contract/deposit-claims';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { refunds } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { claimHelpers } from './reservations.claims.test-helpers.ts';

/**
 * A charged claim's payout is held for the dispute window, and the host or an admin can refund the claim
 * (decision 0060); the host's photos go with the claim.
 */
const h = claimHelpers(() => t);
const DAY = 86_400_000;

const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test', PLATFORM_FEE_PERCENT: '10' });
const host = useConnectedHost(t);
const other = useSignedInHost(t);
const admin = useSignedInHost(t, true);

/** A claim of €80 filed and accepted, so charged. */
async function chargedClaim() {
  const stay = await h.paidStay(host.user.id);
  expect((await h.file(stay.id, host.headers)).statusCode).toBe(200);
  expect((await h.answer(stay.hash, { answer: 'accept' })).json().data.status).toBe('paid');
  const [charge] = await h.charges(stay.id);
  const [payout] = await t.db.select().from(payouts).where(eq(payouts.paymentId, charge!.id));
  return { ...stay, charge: charge!, payout: payout! };
}

const refund = (id: number, headers: Record<string, string>, reason = 'We found the lamp was old') =>
  t.app.inject({
    method: 'POST',
    url: `/api/reservations/${id}/deposit-claim/refund`,
    headers,
    payload: { reason },
  });

describe("a charged claim's payout", () => {
  it('is held for the dispute window and not transferred before', async () => {
    const before = Date.now();
    const { id, payout } = await chargedClaim();
    expect(payout.status).toBe('scheduled');
    const held = payout.scheduledFor.getTime() - before;
    expect(held).toBeGreaterThanOrEqual(CLAIM_PAYOUT_HOLD_DAYS * DAY);
    expect(held).toBeLessThan(CLAIM_PAYOUT_HOLD_DAYS * DAY + 60_000);
    await t.app.deps.jobs.trigger('payouts');
    const [still] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(still).toMatchObject({ status: 'scheduled', transferredMinor: null });
    const claim = (await h.detail(id, host.headers)).json().data.deposit.claim;
    expect(claim.payout_held_until).toBe(payout.scheduledFor.toISOString());
    expect(claim.refund_reason).toBeNull();
  });
});

describe('refunding a claim', () => {
  it('the host refunds it: the guest gets it back, the held payout is cancelled, and only once', async () => {
    const { id, hash, email, charge, payout } = await chargedClaim();
    expect((await refund(id, other.headers)).statusCode).toBe(404);
    expect((await refund(id, host.headers, ' ')).statusCode).toBe(422);
    const res = await refund(id, host.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(claimMessages.refunded('€80'));
    expect(res.json().data.deposit).toMatchObject({
      state: 'refunded',
      claim: { stage: 'refunded', refunded: 80, refund_reason: 'We found the lamp was old' },
    });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.paymentId, charge.id));
    expect(row).toMatchObject({
      status: 'succeeded',
      amountMinor: 80_00,
      idempotencyKey: `pay:${charge.id}:refund:1`,
    });
    const [after] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(after).toMatchObject({ amountMinor: 0, feeMinor: 0, status: 'reversed' });
    // The host's form says the guest reads why: the guest's e-mail carries it.
    const toGuest = (await h.mailsTo(email)).find((m) => m.subject === 'The damage claim of €80 is refunded');
    expect(toGuest?.text).toContain('The host’s reason: “We found the lamp was old”');
    // The guest's claim page says it too.
    expect((await h.guestView(hash)).json().data).toMatchObject({
      status: 'refunded',
      message: 'The claim of €80 was refunded to your card. The reason: “We found the lamp was old”',
    });
    const again = await refund(id, host.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(claimMessages.notRefundable);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, charge.id))).toHaveLength(1);
  });

  it('an admin refunds any claim and the host is told; a claim not charged cannot be refunded', async () => {
    const { id, email } = await chargedClaim();
    const [claim] = await h.claimRows(id);
    const url = `/api/admin/deposit-claims/${claim!.id}/refund`;
    const payload = { reason: 'The guest showed the damage was there before' };
    expect((await t.app.inject({ method: 'POST', url, headers: host.headers, payload })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      stage: 'refunded',
      reservation_id: id,
      refund_reason: payload.reason,
    });
    // The admin's form says the guest reads why: the guest's e-mail carries it.
    const toGuest = (await h.mailsTo(email)).find((m) => m.subject === 'The damage claim of €80 is refunded');
    expect(toGuest?.text).toContain('Our reason: “The guest showed the damage was there before”');
    expect(
      (await h.mailsTo(host.user.email)).some((m) => m.subject === 'Your damage claim of €80 was refunded'),
    ).toBe(true);

    const waiting = await h.paidStay(host.user.id);
    await h.file(waiting.id, host.headers);
    const early = await refund(waiting.id, host.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(claimMessages.notRefundable);
  });
});

describe("the admin's list of claims", () => {
  it('gives each claim its own payout hold and refund reason, read for the whole list at once', async () => {
    const held = await chargedClaim();
    const refunded = await chargedClaim();
    expect((await refund(refunded.id, host.headers, 'The mark was there before')).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/admin/deposit-claims?status=all', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const byStay = new Map(res.json().data.map((c: { reservation_id: number }) => [c.reservation_id, c]));
    expect(byStay.get(held.id)).toMatchObject({
      stage: 'charged',
      payout_held_until: held.payout.scheduledFor.toISOString(),
      refund_reason: null,
    });
    expect(byStay.get(refunded.id)).toMatchObject({
      stage: 'refunded',
      payout_held_until: null,
      refund_reason: 'The mark was there before',
    });
  });
});

/** A multipart body with one file part named `photo`. */
function multipart(file: Buffer, type: string) {
  const boundary = 'claimphoto';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe("the host's photos", () => {
  it('are stored by content, go with the claim to the guest, and only this stay’s photos are accepted', async () => {
    const stay = await h.paidStay(host.user.id);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = (id: number, file: Buffer, type: string, headers = host.headers) => {
      const m = multipart(file, type);
      return t.app.inject({
        method: 'POST',
        url: `/api/reservations/${id}/deposit-claim/photos`,
        headers: { ...headers, ...m.headers },
        payload: m.payload,
      });
    };
    const res = await upload(stay.id, png, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json().data;
    expect(key).toMatch(new RegExp(`^claims/${stay.id}/[A-Za-z0-9_-]+\\.png$`));
    const bad = await upload(stay.id, Buffer.from('not a picture'), 'image/png');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.photo).toEqual([claimMessages.photoInvalid]);
    expect((await upload(stay.id, png, 'image/png', other.headers)).statusCode).toBe(404);

    const elsewhere = await h.paidStay(host.user.id);
    const foreign = await h.file(elsewhere.id, host.headers, { photos: [key] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.photos).toEqual([claimMessages.photoKeyInvalid]);
    expect(await h.claimRows(elsewhere.id)).toEqual([]);

    const filed = await h.file(stay.id, host.headers, { photos: [key] });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().message).toContain(
      'was sent to the guest with your reason and photos. They have until',
    );
    expect((await h.guestView(stay.hash)).json().data.photos).toEqual([url]);
    const mail = (await h.mailsTo(stay.email)).find((m) => m.subject.includes('accept or object'));
    expect(mail?.text).toContain(`https://innkeep.test${url}`);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });
});
