import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { day } from './bookings.test-helpers.ts';

// docs/requirements/security.md#R-S5: the inquiry form made Innkeep mail attacker-chosen text to any address (15 to one
// victim in a minute). The guest's address is nobody's confirmed address.
let host: Awaited<ReturnType<typeof createUser>>;
const t = useTestApp({ TRUST_PROXY: 'true' });
beforeAll(async () => {
  host = await createUser(t.db, { firstName: 'Maria' });
});

let ipSeq = 0;
const inquiry = (listingId: number, email: string, n: number, over: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/inquiry',
    // Each from its own address: the per-IP limit is not what stops this.
    headers: { 'x-forwarded-for': `203.0.113.${++ipSeq}` },
    payload: {
      listing_id: listingId,
      start_date: day(30 + 4 * n),
      end_date: day(32 + 4 * n),
      guests: 2,
      first_name: 'Ana',
      last_name: 'Silva',
      email_address: email,
      phone_number: '+351 912 345 678',
      ...over,
    },
  });

describe('inquiry e-mails to the guest address', () => {
  it('are capped at 5 a day per address, on any listing; the inquiries still reach the host', async () => {
    const victim = 'victim@example.com';
    const listings = [await createListing(t.db, host.id), await createListing(t.db, host.id)];
    const sent = [];
    // Concurrent, as a script would send them: the count and the check are one step.
    for (let round = 0; round < 2; round++) {
      sent.push(
        ...(await Promise.all(
          Array.from({ length: 6 }, (_, i) => inquiry(listings[round]!.id, victim, i + 6 * round)),
        )),
      );
    }
    expect(sent.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect(await mailsTo(t, victim)).toHaveLength(5);
    const stored = await t.db.select().from(reservations).where(eq(reservations.emailAddress, victim));
    expect(stored).toHaveLength(12);
    // Another address is not affected.
    expect((await inquiry(listings[0]!.id, 'other@example.com', 20)).statusCode).toBe(201);
    expect(await mailsTo(t, 'other@example.com')).toHaveLength(1);
  });

  it('carry nothing the sender typed: not the name, not the phone', async () => {
    const l = await createListing(t.db, host.id, { externalListingName: 'Quiet loft' });
    const res = await inquiry(l.id, 'target@example.com', 0, {
      first_name: 'WIN A PRIZE http://evil.example',
      last_name: 'Call now',
      phone_number: '+44 7000 000000',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(t, 'target@example.com');
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toMatch(/evil|PRIZE|Call now|7000/);
    }
    expect(mail!.text).toContain('Quiet loft');
    expect(mail!.text).toContain('If it was not you, ignore it');
    // The host, who must answer, still gets the guest's name and contact.
    const hostMail = (await mailsTo(t, host.email)).find((m) => m.text.includes('WIN A PRIZE'));
    expect(hostMail?.text).toContain('+44 70 0000 0000');
  });

  it('greet a plain first name, say what happens next and link to the conversation the reply names', async () => {
    const l = await createListing(t.db, host.id, { externalListingName: 'Sunny attic' });
    const res = await inquiry(l.id, 'ana.next@example.com', 1, { first_name: 'Ana Sofia' });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json() as { data: { unique_hash: string; hold_hours: number | null } };
    expect(data.hold_hours).toBe(48);
    const [mail] = await mailsTo(t, 'ana.next@example.com');
    expect(mail!.text).toContain('Hello Ana Sofia,');
    expect(mail!.text).toContain('Nothing is booked or charged yet, and the dates are not held.');
    expect(mail!.text).toContain('held for you for 48 hours');
    expect(mail!.text).toContain(`/reservation/${data.unique_hash}#messages`);
    expect(mail!.html).toContain(`/reservation/${data.unique_hash}#messages`);
  });
});
