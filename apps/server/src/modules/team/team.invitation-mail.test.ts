import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';

// The invitation took the form's role labels, written about the member ("Cleaner: their own tasks"), and said
// "invites you to work with them on Innkeep as cleaner: their own tasks." to the person it invites.
const t = useTestApp();
const host = useSignedInHost(t);

async function invitationTo(email: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/team',
    headers: host.headers,
    payload: { email, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await mailsTo(t, email);
  return mail!;
}

describe('the team invitation e-mail', () => {
  it('names the role and what it opens, addressed to the invitee', async () => {
    const cleaner = await invitationTo('new.cleaner@example.com', { role: 'cleaner' });
    expect(cleaner.text).toContain(
      'invites you to work with them on Innkeep as a cleaner. You will see the tasks they give you, such as turnovers.',
    );
    expect(cleaner.html).toContain('team as a cleaner.');

    const listing = await createListing(t.db, host.user.id);
    const cohost = await invitationTo('new.cohost@example.com', {
      role: 'co-host',
      listing_ids: [listing.id],
    });
    expect(cohost.text).toContain(
      'as a co-host. You will see the reservations, the inbox and the calendar of the listings they chose for you.',
    );
    for (const mail of [cleaner, cohost]) expect(mail.text).not.toMatch(/their own tasks|listings chosen/);
    // Only the invited address can accept (a 409 for any other account): the mail says so and the link carries it.
    expect(cohost.text).toContain(
      'sign in with this e-mail address, new.cohost@example.com: only an account with it',
    );
    expect(cohost.text).toContain('/team/accept?token=');
    expect(cohost.text).toContain('&email=new.cohost%40example.com');
  });

  it('is followed by a welcome to the team, not to hosting, when the invitee signs up', async () => {
    await invitationTo('invited.signup@example.com', { role: 'cleaner' });
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { first_name: 'Ana', last_name: 'Lima', email, password: 'long-enough-1' },
      });
    expect((await register('Invited.Signup@example.com')).statusCode).toBe(201);
    const welcome = (await mailsTo(t, 'invited.signup@example.com')).find((m) =>
      m.subject.startsWith('Welcome'),
    );
    const hostName = `${host.user.firstName} ${host.user.lastName}`;
    expect(welcome?.text).toContain(
      `${hostName} invited you to their team. Accept on the page you signed up from`,
    );
    expect(welcome?.text).not.toMatch(/first listing|dashboard/);

    expect((await register('not.invited@example.com')).statusCode).toBe(201);
    const [hostWelcome] = await mailsTo(t, 'not.invited@example.com');
    expect(hostWelcome?.text).toContain('Create your first listing');
  });
});
