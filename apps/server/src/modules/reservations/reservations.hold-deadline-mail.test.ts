import { paymentDeadline } from '@innkeep/contract/payment-deadline';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookingBody, day, inquiryBody, post, sentInquiry } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { changeStatus } from './reservations.test-helpers.ts';

// docs/requirements/host.md#R-H21: an instant at a listing is written on its clock with its zone named. The
// approval e-mail said "Dec 2, 2026, 20:47 UTC" while the page it links said "Dec 3, 2026, 05:47 Tokyo time".
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);

/** The deadline as the guest's booking page writes it, from its own reply. */
async function deadlineOnPage(hash: string) {
  const page = await t.app.inject({ url: `/api/bookings/reservation/${hash}` });
  const r = page.json().data.data;
  const d = paymentDeadline(r.hold_expires_at, r.listing.time_zone);
  return `${d.at} ${d.zone}`;
}

describe("an approval e-mail's payment deadline", () => {
  it("is written on the listing's clock, as the page it links to says it", async () => {
    const l = await createListing(t.db, host.user.id, {
      externalListingName: 'Yanaka house',
      timeZone: 'Asia/Tokyo',
    });
    const email = 'tokyo.guest@example.com';
    const { id, hash } = await sentInquiry(
      t,
      inquiryBody(l.id, { start_date: day(40), end_date: day(43), email_address: email }),
    );
    const approved = await changeStatus(t, host.headers, id, 3);
    expect(approved.statusCode, approved.body).toBe(200);

    const mail = (await mailsTo(t, email)).find((m) => m.subject.includes('is approved'));
    const until = await deadlineOnPage(hash);
    expect(until).toContain('Tokyo time');
    expect(mail?.text).toContain(`The dates are held for you until ${until}.`);
    expect(mail?.html).toContain(`Pay by ${until} to confirm.`);
  });

  it("is written on the listing's clock in the staff form's payment link and its reply to the host", async () => {
    const l = await createListing(t.db, host.user.id, {
      externalListingName: 'Manhattan loft',
      timeZone: 'America/New_York',
    });
    const email = 'ny.guest@example.com';
    const { payment_method_id, billing_address, city, country, zip_code, promotional_emails, ...guest } =
      bookingBody(l.id, { start_date: day(50), end_date: day(52), email_address: email });
    const res = await post(
      t,
      '/api/reservations',
      { reservation: guest },
      {
        ...host.headers,
        'idempotency-key': 'hold-deadline-staff',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(t, email);
    const until = await deadlineOnPage(res.json().data.unique_hash);
    expect(until).toContain('New York time');
    expect(mail?.text).toContain(`The dates are held until ${until}.`);
    // The host is told the same end, in the same words, by the form's reply.
    expect(res.json().message).toContain(`the dates are held until ${until}.`);
  });
});
