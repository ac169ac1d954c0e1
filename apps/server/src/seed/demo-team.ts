import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { listings } from '../db/schema/listings.ts';
import { taskDefaults, teamMembers } from '../db/schema/team.ts';

/**
 * Maria's team (decisions 0102, 0103): Rui co-hosts her Lisbon listings; Carla cleans every listing of hers
 * and gets their new turnovers. Run before the turnovers are made, so the ones to come are Carla's; her
 * e-mails of tasks go at the first round of the task-mail job, into the dev mailbox.
 */
export async function seedDemoTeam(
  tx: Tx,
  hostId: number,
  members: { coHost: { id: number; email: string }; cleaner: { id: number; email: string } },
  now: Date,
): Promise<void> {
  const own = await tx
    .select({ id: listings.id, city: listings.city })
    .from(listings)
    .where(and(eq(listings.hostId, hostId), eq(listings.draft, false)));
  const lisbon = own.filter((l) => l.city === 'Lisbon').map((l) => l.id);
  const joined = { hostId, acceptedAt: now, createdAt: now };
  await tx.insert(teamMembers).values([
    {
      ...joined,
      email: members.coHost.email,
      role: 'co-host',
      listingIds: lisbon,
      userId: members.coHost.id,
    },
    { ...joined, email: members.cleaner.email, role: 'cleaner', listingIds: [], userId: members.cleaner.id },
  ]);
  await tx
    .insert(taskDefaults)
    .values(own.map((l) => ({ listingId: l.id, assigneeId: members.cleaner.id, needsPhoto: false })));
}
