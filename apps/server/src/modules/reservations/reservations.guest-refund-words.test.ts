import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { claimHelpers } from './reservations.claims.test-helpers.ts';

// An admin's cancellation and an upheld damage claim sent the guest and the host the same paragraphs, so the
// guest read "€612 is refunded to the guest's card" and "it is charged to the guest's card now" about their own.
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);
const admin = useSignedInHost(t, true);
const claims = claimHelpers(() => t);

const newest = async (to: string) => (await mailsTo(t, to)).at(-1)!;

describe('what the guest reads about their own card', () => {
  it("an admin's cancellation: the refund to the card they paid with; the host reads of the guest's", async () => {
    const stay = await claims.paidStay(host.user.id, 200_00, -10);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${stay.id}/cancel`,
      headers: admin.headers,
      payload: { cause: 'host_cancellation', reason: 'No hot water' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const guest = await newest(stay.email);
    expect(guest.subject).toMatch(/was cancelled$/);
    expect(guest.text).toMatch(/A refund of €[\d,.]+ is on its way to the card you paid with/);
    expect(guest.text).not.toContain("the guest's card");
    const toHost = await newest(host.user.email);
    expect(toHost.text).toMatch(/€[\d,.]+ is refunded to the guest's card\./);
  });

  it('an upheld damage claim: charged to the card they paid with', async () => {
    const stay = await claims.paidStay(host.user.id);
    expect((await claims.file(stay.id, host.headers)).statusCode).toBe(200);
    const objected = await claims.answer(stay.hash, {
      answer: 'object',
      objection: 'The lamp was already broken when I arrived.',
    });
    expect(objected.statusCode, objected.body).toBe(200);
    const [claim] = await claims.claimRows(stay.id);
    const decided = await claims.decide(claim!.id, admin.headers, {
      decision: 'uphold',
      note: 'Photos agree',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const guest = (await mailsTo(t, stay.email)).find((m) => m.subject.endsWith('is upheld'));
    expect(guest?.text).toContain('it is charged to the card you paid with now.');
    expect(guest?.text).not.toContain("the guest's card");
    const toHost = (await mailsTo(t, host.user.email)).find((m) => m.subject.endsWith('is upheld'));
    expect(toHost?.text).toContain("it is charged to the guest's card now.");
  });
});
