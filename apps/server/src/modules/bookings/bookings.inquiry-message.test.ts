import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { day, post, reservationsOf } from './bookings.test-helpers.ts';

/** docs/requirements/bookings.md#R-B14: an inquiry carries the guest's message to the host (plain text, up to 2,000 characters). */
let seq = 0;

const t = useTestApp();
const host = useSignedInHost(t);

function inquiry(listingId: number, message: unknown) {
  seq += 1;
  return {
    listing_id: listingId,
    start_date: day(20 + seq * 4),
    end_date: day(22 + seq * 4),
    guests: 2,
    first_name: 'Ana',
    last_name: 'Silva',
    email_address: `ask${seq}@example.com`,
    phone_number: '351912345678',
    message,
  };
}

describe('POST /api/bookings/inquiry with a message', () => {
  it('stores it, shows it to the host in the drawer and the e-mail, and never echoes it to the sender', async () => {
    const l = await createListing(t.db, host.user.id, { externalListingName: 'Cot house' });
    const text = 'Could we have the cot the house rules offer?\nWe arrive late, around 23:00. <b>Thanks</b>';
    const body = inquiry(l.id, `  ${text}  `);
    const res = await post(t, '/api/bookings/inquiry', body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.reservation_id;

    const detail = await t.app.inject({ url: `/api/reservations/${id}`, headers: host.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.message).toBe(text);

    const [toHost] = await mailsTo(t, host.user.email);
    expect(toHost?.text).toContain(`Message from Ana:\n\n${text}`);
    // Plain text: the HTML part shows the guest's markup as text, never as markup.
    expect(toHost?.html).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(toHost?.html).not.toContain('<b>Thanks</b>');
    const [toGuest] = await mailsTo(t, body.email_address);
    expect(toGuest?.text).not.toContain('cot the house rules offer');
  });

  it('is optional: none, or blank, stores null', async () => {
    const l = await createListing(t.db, host.user.id);
    for (const message of [undefined, '   ']) {
      const res = await post(t, '/api/bookings/inquiry', inquiry(l.id, message));
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await reservationsOf(t, l.id)).map((r) => r.message)).toEqual([null, null]);
  });

  it('refuses over 2,000 characters or control characters with 422, storing and sending nothing', async () => {
    const l = await createListing(t.db, host.user.id);
    const before = (await mailsTo(t, host.user.email)).length;
    const tooLong = await post(t, '/api/bookings/inquiry', inquiry(l.id, 'a'.repeat(2001)));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.message).toEqual(['Keep your message to the host under 2,000 characters']);
    const bell = await post(t, '/api/bookings/inquiry', inquiry(l.id, 'ring \u0007 ring'));
    expect(bell.statusCode).toBe(422);
    expect(bell.json().errors.message).toEqual(['Write your message as plain text']);
    expect(await reservationsOf(t, l.id)).toEqual([]);
    expect((await mailsTo(t, host.user.email)).length).toBe(before);
    // Exactly 2,000 is fine.
    const full = await post(t, '/api/bookings/inquiry', inquiry(l.id, 'b'.repeat(2000)));
    expect(full.statusCode).toBe(201);
  });
});
