import { sql } from 'drizzle-orm';
import { capturedLog, createTestApp } from '../test/test-app.ts';

const GUEST = 'guest.secret@example.com';

describe('job logs (docs/requirements/operations.md#R-O10)', () => {
  it('a round failing on a query logs its statement and SQLSTATE, never its parameters', async () => {
    const log = capturedLog('info');
    const t = await createTestApp({}, { logger: log.logger });
    try {
      t.app.deps.jobs.add({
        name: 'guest-lookup',
        run: async () => {
          await t.db.execute(sql`select 1 from no_such_table where email = ${GUEST}`);
          return 1;
        },
      });
      expect(await t.app.deps.jobs.trigger('guest-lookup')).toBe(0);

      const failed = log.entries.find((l) => l.msg === 'job round failed');
      expect(failed).toMatchObject({
        job: 'guest-lookup',
        db: { sqlState: '42P01', query: 'select 1 from no_such_table where email = $1' },
      });
      expect(JSON.stringify(log.entries)).not.toContain(GUEST);
    } finally {
      await t.close();
    }
  });
});
