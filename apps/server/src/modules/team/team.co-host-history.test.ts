import { useTestApp } from '../../test/test-app.ts';
import { day, inquiryBody, sentInquiry } from '../bookings/bookings.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';
import { hostWithCoHost } from './team.test-helpers.ts';

/** A co-host acts for the host (decision 0102), and the stay's history names who did: the host reads "Rui". */
const t = useTestApp();

describe('a change a co-host makes', () => {
  it('is in the history under the co-host’s name; the host’s own under theirs', async () => {
    const { host, casa, rui } = await hostWithCoHost(t);
    const asked = async (start: number) => {
      const dates = { start_date: day(start), end_date: day(start + 3) };
      return (await sentInquiry(t, inquiryBody(casa.id, dates))).id;
    };
    const approve = async (id: number, headers: Record<string, string>) => {
      const res = await changeStatus(t, headers, id, 3);
      expect(res.statusCode, res.body).toBe(200);
    };
    const lastActor = async (id: number) => {
      const res = await t.app.inject({ url: `/api/reservations/${id}`, headers: host.headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.history as { actor_name: string | null }[]).at(-1)?.actor_name;
    };

    const byRui = await asked(30);
    await approve(byRui, rui.headers);
    expect(await lastActor(byRui)).toBe('Rui Costa');

    const byHost = await asked(40);
    await approve(byHost, host.headers);
    expect(await lastActor(byHost)).toBe(`${host.user.firstName} ${host.user.lastName}`);
  });
});
