import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, inquiryBody, post, sentInquiry } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { changeStatus } from './reservations.test-helpers.ts';

// docs/requirements/security.md#R-S5: the inquiry form cannot make Innkeep mail chosen text to any address. The
// confirmation greeted only a plain first name, but the host's decline (most likely for an odd inquiry), approval
// and cancellation greeted the address with whatever was typed as the first name.
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);
let seq = 0;

async function inquiryFrom(firstName: string, email: string) {
  seq += 1;
  const l = await createListing(t.db, host.user.id);
  const { id } = await sentInquiry(
    t,
    inquiryBody(l.id, {
      first_name: firstName,
      email_address: email,
      start_date: day(30 + 5 * seq),
      end_date: day(32 + 5 * seq),
    }),
  );
  return id;
}

describe("an inquiry's later e-mails to the guest", () => {
  it('greet no one by a first name that carries a link or a sentence', async () => {
    const spam = 'WIN A PRIZE http://evil.example';
    const declined = await inquiryFrom(spam, 'target.declined@example.com');
    expect((await changeStatus(t, host.headers, declined, 2)).statusCode).toBe(200);
    const approved = await inquiryFrom(spam, 'target.approved@example.com');
    expect((await changeStatus(t, host.headers, approved, 3)).statusCode).toBe(200);
    expect((await changeStatus(t, host.headers, approved, 5)).statusCode).toBe(200);

    const mails = [
      ...(await mailsTo(t, 'target.declined@example.com')),
      ...(await mailsTo(t, 'target.approved@example.com')),
    ];
    // The confirmation, the decline; the confirmation, the approval and its cancellation.
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your inquiry for .* was sent/),
      expect.stringMatching(/was declined$/),
      expect.stringMatching(/^Your inquiry for .* was sent/),
      expect.stringMatching(/is approved: complete your booking$/),
      expect.stringMatching(/^Your approved stay at .* was cancelled$/),
    ]);
    for (const mail of mails) {
      expect(mail.text.startsWith('Hello,\n'), mail.subject).toBe(true);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/evil|PRIZE/);
    }
  });

  it("the guest's own cancellation, which needs no host: nothing typed, no terms of a payment never made", async () => {
    seq += 1;
    const l = await createListing(t.db, host.user.id);
    const email = 'target.cancelled@example.com';
    // The inquiry's reply hands its sender the link that cancels it.
    const { hash } = await sentInquiry(
      t,
      inquiryBody(l.id, {
        first_name: 'WIN A PRIZE http://evil.example',
        email_address: email,
        start_date: day(30 + 5 * seq),
        end_date: day(32 + 5 * seq),
      }),
    );
    const cancelled = await post(t, `/api/bookings/reservation/${hash}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = (await mailsTo(t, email)).find((m) => m.subject.startsWith('You withdrew'));
    expect(mail?.text).toMatch(
      /^Hello,\n\nYou withdrew your inquiry for .*\n\nNothing was charged\.\n\nYou received/,
    );
    for (const part of [mail!.subject, mail!.text, mail!.html])
      expect(part).not.toMatch(/evil|PRIZE|Card processing/);
  });

  it('still greet a plain first name', async () => {
    const id = await inquiryFrom('Ana Sofia', 'ana.sofia@example.com');
    expect((await changeStatus(t, host.headers, id, 2)).statusCode).toBe(200);
    const [, declined] = await mailsTo(t, 'ana.sofia@example.com');
    expect(declined?.text.startsWith('Hello Ana Sofia,\n')).toBe(true);
  });
});
