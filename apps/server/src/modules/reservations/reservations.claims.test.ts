import { CLAIM_ANSWER_HOURS, claimMessages } from '@innkeep/contract/deposit-claims';
import { eq } from 'drizzle-orm';
import { depositClaims } from '../../db/schema/deposit-claims.ts';
import { useTestApp } from '../../test/test-app.ts';
import { simulatedIntents } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { claimHelpers } from './reservations.claims.test-helpers.ts';
import { expireClaims } from './reservations.claims.ts';

/**
 * A damage claim the guest can answer (decision 0060): nothing is charged when the host files it; the guest
 * accepts or objects within 72 hours; no answer is charged by the expiry job; an admin decides objections.
 */
const h = claimHelpers(() => t);
const HOUR = 3_600_000;

const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test', PLATFORM_FEE_PERCENT: '10' });
const host = useConnectedHost(t);
const admin = useSignedInHost(t, true);

const claimIntents = async (id: number) =>
  (await simulatedIntents(t, id)).filter((i) => i.metadata.kind === 'deposit_claim');

describe('filing a claim', () => {
  it('charges nothing, e-mails the guest the amount, reason and photos, and shows the claim to both', async () => {
    const { id, email, hash } = await h.paidStay(host.user.id);
    const filed = await h.file(id, host.headers, { amount: 75_00, reason: 'Cracked mirror in the hall' });
    expect(filed.statusCode, filed.body).toBe(200);
    // No photo was attached, so the host is not told photos went with it.
    expect(filed.json().message).toMatch(
      /^Your claim of €75 was sent to the guest with your reason\. They have until /,
    );
    expect(await h.charges(id)).toEqual([]);
    expect(await claimIntents(id)).toEqual([]);
    const [row] = await h.claimRows(id);
    expect(row).toMatchObject({ status: 'awaiting_answer', amountMinor: 75_00, paymentId: null });
    expect(row!.answerDueAt.getTime() - row!.createdAt.getTime()).toBe(CLAIM_ANSWER_HOURS * HOUR);
    expect(filed.json().data.deposit).toMatchObject({
      state: 'awaiting_answer',
      claimable: false,
      claim: { stage: 'awaiting_answer', amount: 75, reason: 'Cracked mirror in the hall' },
    });
    const mail = (await h.mailsTo(email)).find((m) => m.subject.includes('accept or object'));
    expect(mail?.text).toContain('Cracked mirror in the hall');
    expect(mail?.text).toContain(`https://innkeep.test/reservation/${hash}/deposit-claim`);
    expect(mail?.text).toContain('Nothing is charged yet');
    const page = await h.guestView(hash);
    expect(page.json().data).toMatchObject({ status: 'awaiting_answer', amount: 75, photos: [] });
    // One claim at a time: a second one waits for this one's answer.
    expect((await h.file(id, host.headers)).statusCode).toBe(409);
  });
});

describe('the guest answers', () => {
  it('accepting charges the saved card once, with the claim key; a second click changes nothing', async () => {
    const { id, hash } = await h.paidStay(host.user.id);
    await h.file(id, host.headers);
    const [a, b] = await Promise.all([
      h.answer(hash, { answer: 'accept' }),
      h.answer(hash, { answer: 'accept' }),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    const charges = await h.charges(id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'succeeded', idempotencyKey: `res:${id}:claim:1` });
    expect(await claimIntents(id)).toHaveLength(1);
    expect((await h.guestView(hash)).json().data.status).toBe('paid');
    const claim = (await h.detail(id, host.headers)).json().data.deposit.claim;
    expect(claim).toMatchObject({ status: 'accepted', stage: 'charged' });
    expect(claim.payout_held_until).not.toBeNull();
    // Accepted: objecting now is refused and changes nothing.
    const late = await h.answer(hash, { answer: 'object', objection: 'I changed my mind about it' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(claimMessages.answered);
  });

  it('an answer racing the expiry job charges once, whoever wins', async () => {
    const { id, hash } = await h.paidStay(host.user.id);
    await h.file(id, host.headers);
    const later = new Date(Date.now() + (CLAIM_ANSWER_HOURS + 1) * HOUR);
    const [answer] = await Promise.all([
      h.answer(hash, { answer: 'accept' }),
      expireClaims(t.app.deps, later),
    ]);
    expect(answer.statusCode === 200 || answer.statusCode === 409, answer.body).toBe(true);
    expect(await h.charges(id)).toHaveLength(1);
    expect(await claimIntents(id)).toHaveLength(1);
    const [row] = await h.claimRows(id);
    expect(['accepted', 'expired']).toContain(row!.status);
  });

  it('refuses a bad answer, an objection without a reason, an unknown link, and an objection after 72 h', async () => {
    const { id, hash } = await h.paidStay(host.user.id);
    expect((await h.answer(hash, { answer: 'accept' })).statusCode).toBe(404);
    await h.file(id, host.headers);
    expect((await h.answer(hash, { answer: 'maybe' })).statusCode).toBe(422);
    const short = await h.answer(hash, { answer: 'object', objection: 'no' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.objection).toEqual([claimMessages.objectionRequired]);
    expect((await h.answer('0'.repeat(32), { answer: 'accept' })).statusCode).toBe(404);
    expect((await h.claimRows(id))[0]!.status).toBe('awaiting_answer');
    // The time ran out (the job has not run yet): an objection is too late, nothing changes.
    await t.db
      .update(depositClaims)
      .set({ answerDueAt: new Date(Date.now() - 1000) })
      .where(eq(depositClaims.reservationId, id));
    const late = await h.answer(hash, { answer: 'object', objection: 'The lamp was broken on arrival' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/^The time to answer this claim ended on/);
    expect(await h.charges(id)).toEqual([]);
  });
});

describe('no answer in 72 hours', () => {
  it('the expiry job charges it and tells the guest; before the time it leaves it alone', async () => {
    const { id, email } = await h.paidStay(host.user.id);
    await h.file(id, host.headers, { amount: 30_00 });
    await expireClaims(t.app.deps, new Date(Date.now() + (CLAIM_ANSWER_HOURS - 1) * HOUR));
    expect(await h.charges(id)).toEqual([]);
    await expireClaims(t.app.deps, new Date(Date.now() + (CLAIM_ANSWER_HOURS + 1) * HOUR));
    expect((await h.claimRows(id))[0]!.status).toBe('expired');
    expect((await h.charges(id))[0]).toMatchObject({ status: 'succeeded', amountMinor: 30_00 });
    expect((await h.mailsTo(email)).some((m) => m.subject === 'The damage claim of €30 is charged')).toBe(
      true,
    );
    // Run again: nothing more.
    await expireClaims(t.app.deps, new Date(Date.now() + (CLAIM_ANSWER_HOURS + 2) * HOUR));
    expect(await claimIntents(id)).toHaveLength(1);
  });
});

describe('an objection', () => {
  it('waits for an admin, charges nothing; upholding charges, rejecting closes; both sides are e-mailed', async () => {
    const up = await h.paidStay(host.user.id);
    const down = await h.paidStay(host.user.id);
    for (const s of [up, down]) {
      await h.file(s.id, host.headers);
      const res = await h.answer(s.hash, {
        answer: 'object',
        objection: 'The lamp was broken when I arrived',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: claimMessages.objected, data: { status: 'objected' } });
    }
    expect((await h.mailsTo(admin.user.email)).some((m) => m.subject.startsWith('A guest objects'))).toBe(
      true,
    );
    expect((await h.detail(up.id, host.headers)).json().data.deposit.state).toBe('objected');
    // Nobody but an admin lists or decides.
    expect((await h.adminList(host.headers)).statusCode).toBe(403);
    const list = (await h.adminList(admin.headers)).json().data as { id: number; reservation_id: number }[];
    const idOf = (rid: number) => list.find((c) => c.reservation_id === rid)!.id;
    const upId = idOf(up.id);
    const downId = idOf(down.id);
    expect(
      (await h.decide(upId, host.headers, { decision: 'uphold', note: 'Photos show it' })).statusCode,
    ).toBe(403);
    expect((await h.decide(upId, admin.headers, { decision: 'uphold', note: '' })).statusCode).toBe(422);
    // The objection does not expire into a charge.
    await expireClaims(t.app.deps, new Date(Date.now() + (CLAIM_ANSWER_HOURS + 1) * HOUR));
    expect(await h.charges(up.id)).toEqual([]);

    const upheld = await h.decide(upId, admin.headers, {
      decision: 'uphold',
      note: 'The photos show the damage',
    });
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(upheld.json().data).toMatchObject({ status: 'upheld', stage: 'charged' });
    expect(await h.charges(up.id)).toHaveLength(1);
    const rejected = await h.decide(downId, admin.headers, {
      decision: 'reject',
      note: 'No proof of damage',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', stage: 'rejected' });
    expect(await h.charges(down.id)).toEqual([]);
    expect(
      (await h.mailsTo(down.email)).some((m) => m.subject === 'The damage claim of €80 is rejected'),
    ).toBe(true);
    expect(
      (await h.mailsTo(host.user.email)).some((m) => m.subject === 'The damage claim of €80 is upheld'),
    ).toBe(true);
    // Decided once: a second decision is refused; the rejected deposit cannot be claimed again.
    const again = await h.decide(downId, admin.headers, { decision: 'uphold', note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(claimMessages.notObjected);
    expect((await h.decide(999_999, admin.headers, { decision: 'reject', note: 'Nothing' })).statusCode).toBe(
      404,
    );
    expect((await h.file(down.id, host.headers)).json().error).toBe(claimMessages.rejectedClosed);
    const left = (await h.adminList(admin.headers)).json().data as { reservation_id: number }[];
    expect(left.some((c) => c.reservation_id === up.id || c.reservation_id === down.id)).toBe(false);
  });
});
