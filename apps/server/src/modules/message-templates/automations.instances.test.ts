import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zonedInstant } from '@innkeep/contract/time-zones';
import { eq } from 'drizzle-orm';
import { type App, buildApp } from '../../app.ts';
import { conversationMessages } from '../../db/schema/conversations.ts';
import { automationSends } from '../../db/schema/message-templates.ts';
import { parseEnv } from '../../env.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { type SmtpServer, startSmtpServer } from '../../test/smtp-server.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { day } from '../bookings/bookings.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { moveClock } from './automations.test-helpers.ts';

/**
 * Decision 0043: two instances on one database run the automations round at the same moment, one of them is
 * restarted, and the round runs again later: the guest gets the arrival message once, counted at the SMTP
 * server the mail job delivers to. On PGlite and on PostgreSQL.
 */
let smtp: SmtpServer;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
const apps: App[] = [];
let env: ReturnType<typeof parseEnv>;

async function instance() {
  const app = await buildApp({ env, database: database.database });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-test-'));
  env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JOBS: 'off',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    TEST_CLOCK: 'on',
    PUBLIC_BASE_URL: 'https://innkeep.test',
  });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
  await smtp.close();
});

describe('an automation with several instances and a restart', () => {
  it('sends once per reservation: one message in the thread, one e-mail at the SMTP server', async () => {
    const one = await instance();
    const two = await instance();
    const db = database.database.db;
    const host = await signedInHost(db);
    const stays = [];
    for (const i of [0, 1, 2]) {
      const listing = await createListing(db, host.user.id, {
        timeZone: 'Europe/Lisbon',
        doorCode: '2468',
        externalListingName: `Casa do Rio ${i}`,
      });
      stays.push(
        await createReservation(db, listing.id, {
          startDate: day(10),
          endDate: day(12 + i),
          firstName: 'Rui',
          emailAddress: `rui${i}@example.com`,
        }),
      );
    }
    const template = await one.inject({
      method: 'POST',
      url: '/api/message-templates',
      headers: host.headers,
      payload: { name: 'Arrival', body: 'Welcome {guest_first_name}! The door code is {door_code}.' },
    });
    expect(template.statusCode, template.body).toBe(201);
    const automation = await two.inject({
      method: 'POST',
      url: '/api/automations',
      headers: host.headers,
      payload: {
        template_id: template.json().data.id,
        trigger: 'before_check_in',
        offset_hours: 48,
        listing_ids: [],
      },
    });
    expect(automation.statusCode, automation.body).toBe(201);

    // Past the three stays' moment: both instances run a round at once.
    const later = new Date(zonedInstant(day(10), 15, 0, 'Europe/Lisbon').getTime() - 47 * 3_600_000);
    const [a, b] = await Promise.all([moveClock(one, later), moveClock(two, later)]);
    expect(a + b).toBe(3);

    // One instance restarts; rounds run again on both, an hour on.
    await one.close();
    apps.splice(apps.indexOf(one), 1);
    const three = await instance();
    const again = new Date(later.getTime() + 3_600_000);
    expect(await Promise.all([moveClock(three, again), moveClock(two, again)])).toEqual([0, 0]);

    for (const s of stays) {
      const messages = await db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.reservationId, s.id));
      expect(messages.map((m) => [m.sender, m.body])).toEqual([
        ['host', 'Welcome Rui! The door code is 2468.'],
      ]);
    }
    expect(await db.select().from(automationSends)).toHaveLength(3);

    // The mail job of both instances delivers; each guest got exactly one e-mail.
    await Promise.all([three.deps.jobs.trigger('mail-delivery'), two.deps.jobs.trigger('mail-delivery')]);
    await three.deps.jobs.trigger('mail-delivery');
    for (const s of stays) {
      const got = smtp.received.filter((m) => m.to.includes(s.emailAddress));
      expect(got, s.emailAddress).toHaveLength(1);
      // The thread holds the code; the e-mail never does (decisions 0033, 0055): it points to the trip page.
      expect(got[0]?.raw).not.toContain('2468');
      expect(got[0]?.raw).toContain('The door code is (on your trip page).');
    }
  });
});
