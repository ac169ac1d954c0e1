import net from 'node:net';
import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { enqueueMail } from '../../modules/mail/mail.service.ts';
import { capturedLog, createTestApp, type TestApp } from '../test-app.ts';

/**
 * docs/requirements/operations.md#R-O4, R-O5: a relay that accepts TCP and never greets. Before, every job waited in one loop
 * behind the mail job, whose sends each waited nodemailer's 30 s greeting timeout, 20 a round: an expired
 * hold was released ten minutes late. Now each job runs on its own schedule and the sends have a time limit
 * and a bounded concurrency; each failed send is logged without the message's body.
 */
describe('a mail relay that never answers', () => {
  let t: TestApp;
  let relay: net.Server;
  const sockets = new Set<net.Socket>();
  const log = capturedLog('warn');

  beforeAll(async () => {
    relay = net.createServer((socket) => {
      sockets.add(socket); // accepted, never greeted
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        JOBS_INTERVAL_MS: '100',
        MAIL_TIMEOUT_MS: '1000',
      },
      { logger: log.logger },
    );
  });
  afterAll(async () => {
    await t?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => relay?.close(resolve));
  });

  it('releases an expired hold without waiting for the mail job, and logs each failed send without its body', async () => {
    for (let i = 0; i < 20; i++) {
      await enqueueMail(t.db, {
        to: `guest${i}@example.com`,
        subject: `Your stay ${i}`,
        html: `<p>secret body ${i}</p>`,
        text: `secret body ${i}`,
      });
    }
    const host = await createUser(t.db);
    const listing = await createListing(t.db, host.id);
    const hold = await createReservation(t.db, listing.id, {
      startDate: '2099-01-10',
      endDate: '2099-01-12',
      statusId: 3,
      holdExpiresAt: new Date(Date.now() - 60_000),
    });

    const failures = () => log.entries.filter((l) => l.msg === 'mail send failed');
    t.app.deps.jobs.start();
    let status = hold.statusId;
    for (let polls = 0; status !== 5 && polls < 80; polls++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await t.db
        .select({ statusId: reservations.statusId })
        .from(reservations)
        .where(eq(reservations.id, hold.id));
      status = row?.statusId ?? status;
    }
    expect(status).toBe(5);
    // Released while the mail job's round was still failing its sends, not after it: no wait on mail.
    expect(failures().length).toBeLessThan(20);

    // Twenty sends of 1 s each, four at a time: every one fails and says so.
    for (let waited = 0; failures().length < 20 && waited < 15_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(failures().length).toBeGreaterThanOrEqual(20);
    expect(failures()[0]).toMatchObject({ mailId: expect.any(Number), attempt: 1, willRetry: true });
    expect(JSON.stringify(log.entries)).not.toContain('secret body');
  });
});
