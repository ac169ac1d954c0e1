import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { install } from '../../db/schema/install.ts';

/**
 * This installation's random id (decision 0022), created on the first start and read on every start after.
 * The payment adapters prefix it to every idempotency key, so callers keep their keys (`res:{id}:…`) and
 * two installs with the same serial ids never share a key at the provider.
 */
export async function loadInstallId(db: Tx): Promise<string> {
  // The single-row primary key decides a race between two instances starting at once.
  await db.insert(install).values({ id: 1 }).onConflictDoNothing({ target: install.id });
  const [row] = await db.select({ installId: install.installId }).from(install).where(eq(install.id, 1));
  if (!row) throw new Error('the install row could not be created');
  return row.installId;
}
