import { formatMoney } from '@innkeep/contract/money';
import { useTestApp } from '../../test/test-app.ts';
import { bookedStay, bookingBody, day, inquiryBody, sentInquiry } from '../bookings/bookings.test-helpers.ts';
import { stayDates } from '../mail/mail.service.ts';
import { mailsTo as mailsOf } from '../mail/mail.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';
import { hostWithCoHost } from './team.test-helpers.ts';

/**
 * A co-host approves, declines and cancels for the host (decision 0102); the host, whose stays they are, is
 * e-mailed one notice of each, naming who did what (R-H32). The guest's e-mails are as when the host acts,
 * and the host's own changes send the host nothing.
 */
const t = useTestApp();
let seq = 0;
/** Each stay of the file three nights of its own, from `day(20)` on. */
let stays = 0;
const nextNights = () => {
  stays += 1;
  return { start_date: day(16 + stays * 4), end_date: day(19 + stays * 4) };
};

async function team() {
  seq += 1;
  const { host, casa, rui } = await hostWithCoHost(t);
  const guest = `guest.${seq}@example.com`;
  const asked = async (nights = nextNights()) =>
    (await sentInquiry(t, inquiryBody(casa.id, { ...nights, email_address: guest }))).id;
  const paid = () => bookedStay(t, bookingBody(casa.id, { ...nextNights(), email_address: guest }));
  return { host, casa, rui, guest, asked, paid };
}

const mailsTo = (to: string) => mailsOf(t, to);

/** Makes the change as `headers` and returns what it queued to each address, in order. */
async function change(
  headers: Record<string, string>,
  id: number,
  statusId: number,
  to: Record<'host' | 'coHost' | 'guest', string>,
) {
  const before = await Promise.all(Object.values(to).map(async (a) => (await mailsTo(a)).length));
  const res = await changeStatus(t, headers, id, statusId);
  expect(res.statusCode, res.body).toBe(200);
  const [host, coHost, guest] = await Promise.all(
    Object.values(to).map(async (a, i) => (await mailsTo(a)).slice(before[i])),
  );
  return { host: host ?? [], coHost: coHost ?? [], guest: guest ?? [] };
}

describe('the host of a stay a co-host changes', () => {
  it('is e-mailed one notice of an approval, naming the co-host, the guest, the listing and the dates', async () => {
    const { host, rui, guest, asked } = await team();
    const nights = nextNights();
    const id = await asked(nights);
    const sent = await change(rui.headers, id, 3, { host: host.user.email, coHost: rui.user.email, guest });

    expect(sent.host).toHaveLength(1);
    const [notice] = sent.host;
    expect(notice?.subject).toBe("Rui Costa approved Ana Silva's request for Casa Azul");
    const dates = stayDates({ startDate: nights.start_date, endDate: nights.end_date });
    expect(notice?.text).toContain(`Hello ${host.user.firstName},`);
    expect(notice?.text).toContain(
      `Rui Costa approved Ana Silva's request for Casa Azul, ${dates}. The dates are held for the guest.`,
    );
    expect(notice?.text).toContain(`/reservations?reservation=${id}`);
    expect(notice?.text).toContain('because you host this listing');
    // The guest's approval is the one they always get; the co-host is not told of their own change.
    expect(sent.guest.map((m) => m.subject)).toEqual([
      'Your stay at Casa Azul is approved: complete your booking',
    ]);
    expect(sent.coHost).toEqual([]);
  });

  it('is e-mailed a decline, and that the dates of an approved request are free again', async () => {
    const { host, rui, guest, asked } = await team();
    const to = { host: host.user.email, coHost: rui.user.email, guest };
    const asking = await asked();
    const declined = await change(rui.headers, asking, 2, to);
    expect(declined.host.map((m) => m.subject)).toEqual([
      "Rui Costa declined Ana Silva's request for Casa Azul",
    ]);
    expect(declined.host[0]?.text).not.toContain('The dates are');
    expect(declined.guest.map((m) => m.subject)).toEqual(['Your request for Casa Azul was declined']);

    const approved = await asked();
    await change(host.headers, approved, 3, to);
    const withdrawn = await change(rui.headers, approved, 2, to);
    expect(withdrawn.host).toHaveLength(1);
    expect(withdrawn.host[0]?.text).toContain('The dates are free again.');
  });

  it('is e-mailed the cancellation of a paid stay with the refund, which is the host’s money', async () => {
    const { host, rui, guest, paid } = await team();
    const r = await paid();
    const sent = await change(rui.headers, r.id, 5, { host: host.user.email, coHost: rui.user.email, guest });

    expect(sent.host).toHaveLength(1);
    const [notice] = sent.host;
    expect(notice?.subject).toBe("Rui Costa cancelled Ana Silva's stay at Casa Azul");
    expect(notice?.text).toContain('The dates are free again.');
    expect(notice?.text).toContain(
      `${formatMoney(r.totalPriceMinor, r.currency)} is refunded to the guest's card.`,
    );
    expect(notice?.text).toContain('The cancellation counts as yours');
    expect(notice?.text).toContain(`/reservations?reservation=${r.id}`);
    expect(sent.guest.map((m) => m.subject)).toEqual(['Your booking at Casa Azul was cancelled']);
    expect(sent.coHost).toEqual([]);
  });

  it('is sent nothing new when they change a stay themselves', async () => {
    const { host, rui, guest, asked, paid } = await team();
    const to = { host: host.user.email, coHost: rui.user.email, guest };
    const approved = await change(host.headers, await asked(), 3, to);
    const declined = await change(host.headers, await asked(), 2, to);
    const cancelled = await change(host.headers, (await paid()).id, 5, to);
    for (const sent of [approved, declined, cancelled]) {
      expect(sent.host).toEqual([]);
      expect(sent.coHost).toEqual([]);
      expect(sent.guest).toHaveLength(1);
    }
  });
});
