import { sql } from 'drizzle-orm';
import { createUser } from '../factories/users.factory.ts';
import { capturedLog, useTestApp } from '../test/test-app.ts';

const GUEST = 'guest.secret@example.com';

/**
 * docs/requirements/operations.md#R-O10: the database's own words can quote a row ("Key (lower(email))=(…) already
 * exists" in `detail`, "invalid input syntax for type integer: …" in the message), so a logged database error
 * names only its SQLSTATE and the constraint, table and column it concerns, with the statement text.
 */
describe('database errors in the log', () => {
  const log = capturedLog('info');
  const t = useTestApp({}, { logger: log.logger });

  /** Runs `run` as a job round (the jobs log a failed round) and returns what the round logged. */
  const failedRound = async (name: string, run: () => Promise<unknown>) => {
    t.app.deps.jobs.add({
      name,
      run: async () => {
        await run();
        return 1;
      },
    });
    expect(await t.app.deps.jobs.trigger(name)).toBe(0);
    const entry = log.entries.find((l) => l.msg === 'job round failed' && l.job === name);
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain(GUEST);
    return entry!;
  };

  it('a unique violation: its SQLSTATE, constraint and table, never the value its detail quotes', async () => {
    await createUser(t.db, { email: GUEST });
    const entry = await failedRound('duplicate-guest', () => createUser(t.db, { email: GUEST }));
    expect(entry.db).toEqual({
      sqlState: '23505',
      schema: 'public',
      table: 'users',
      constraint: 'users_email_unique',
      query: expect.stringMatching(/^insert into "users"/),
    });
  });

  it('the same violation on the driver itself, not wrapped by drizzle: no detail either', async () => {
    const client = (
      t.db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<unknown> } }
    ).$client;
    const entry = await failedRound('duplicate-guest-raw', () =>
      client.query(
        `insert into users (first_name, last_name, email, password_hash) values ('A', 'B', $1, 'x')`,
        [GUEST.toUpperCase()],
      ),
    );
    expect(JSON.stringify(entry)).not.toContain(GUEST.toUpperCase());
    expect(entry).not.toHaveProperty('err');
    // PGlite's error carries the statement text, pg's does not: the rest is the same on both.
    const { query: _statement, ...names } = entry.db as Record<string, unknown>;
    expect(names).toEqual({
      sqlState: '23505',
      schema: 'public',
      table: 'users',
      constraint: 'users_email_unique',
    });
  });

  it('a message that quotes the value (22P02): the SQLSTATE alone', async () => {
    const entry = await failedRound('guest-as-number', () => t.db.execute(sql`select ${GUEST}::int`));
    expect(entry.db).toEqual({ sqlState: '22P02', query: 'select $1::int' });
  });
});
