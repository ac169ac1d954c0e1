import type { TeamMember } from '@innkeep/contract/team';

type Member = Pick<TeamMember, 'user_id' | 'name' | 'email'>;

/**
 * The "Assigned to" choices: each member by name (their e-mail when they have none), and a name two members
 * share followed by each one's e-mail, so the host can tell them apart.
 */
export function assigneeOptions(members: Member[]): { value: string; label: string }[] {
  const named = new Map<string, number>();
  for (const m of members) if (m.name) named.set(m.name, (named.get(m.name) ?? 0) + 1);
  return members.flatMap((m) => {
    if (m.user_id === null) return [];
    const label = !m.name ? m.email : (named.get(m.name) ?? 0) > 1 ? `${m.name} (${m.email})` : m.name;
    return [{ value: String(m.user_id), label }];
  });
}
