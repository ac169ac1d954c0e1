import { sql } from 'drizzle-orm';
import { passwordResets, sessions } from '../../db/schema/users.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);

describe('credentials-prune job', () => {
  it('deletes sessions and reset tokens that can never be used again, and keeps the rest', async () => {
    const user = await createUser(t.db);
    await t.db.insert(sessions).values([
      { userId: user.id, tokenHash: 'live', expiresAt: inHours(24) },
      { userId: user.id, tokenHash: 'expired-long-ago', expiresAt: hoursAgo(48) },
      { userId: user.id, tokenHash: 'expired-recently', expiresAt: hoursAgo(2) },
      { userId: user.id, tokenHash: 'revoked-long-ago', expiresAt: inHours(24), revokedAt: hoursAgo(30) },
    ]);
    await t.db.insert(passwordResets).values([
      { userId: user.id, tokenHash: 'reset-live', expiresAt: inHours(1) },
      { userId: user.id, tokenHash: 'reset-expired', expiresAt: hoursAgo(26) },
      { userId: user.id, tokenHash: 'reset-used', expiresAt: inHours(1), usedAt: hoursAgo(25) },
    ]);

    const handled = await t.app.deps.jobs.runAll();
    expect(handled['credentials-prune']).toBe(4);

    const left = await t.db.select({ hash: sessions.tokenHash }).from(sessions).orderBy(sql`1`);
    expect(left.map((r) => r.hash)).toEqual(['expired-recently', 'live']);
    const resets = await t.db.select({ hash: passwordResets.tokenHash }).from(passwordResets);
    expect(resets.map((r) => r.hash)).toEqual(['reset-live']);
  });
});
