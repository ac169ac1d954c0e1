import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { bookingBody, day, inquiryBody, post, sentInquiry } from './bookings.test-helpers.ts';

// README: phone numbers show and dial in international form, as the trip page and the reservations show them;
// the e-mails wrote them as typed (351912345678, 00351912345678), which dial nowhere from abroad.
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);

describe('phone numbers in e-mails', () => {
  it("the receipt gives the host's phone in international form", async () => {
    const l = await createListing(t.db, host.user.id, {
      contactName: 'Maria',
      contactSurname: 'Santos',
      phoneNumber: '351912345678',
      contactEmail: 'stays@example.com',
    });
    const email = 'phone.receipt@example.com';
    const res = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { email_address: email, start_date: day(20), end_date: day(23) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const receipt = (await mailsTo(t, email)).find((m) => m.subject.startsWith('Receipt:'));
    expect(receipt?.text).toContain('Your host: Maria Santos, +351 912 345 678, stays@example.com.');
  });

  it("the host's inquiry mail gives the guest's phone in international form", async () => {
    const l = await createListing(t.db, host.user.id, { externalListingName: 'Phone loft' });
    await sentInquiry(
      t,
      inquiryBody(l.id, { email_address: 'phone.inquiry@example.com', phone_number: '0044 7911 123456' }),
    );
    const toHost = (await mailsTo(t, host.user.email)).find((m) => m.subject.includes('Phone loft'));
    expect(toHost?.text).toContain('Contact: phone.inquiry@example.com, +44 7911 123456.');
  });
});
