import { teamHome } from '@innkeep/contract/team';
import { useQuery } from '@tanstack/react-query';
import { membershipQuery } from '../../api/team.ts';
import { useConversations } from '../../features/conversations/api/get-conversations.ts';
import { hostNav, teamNav } from '../nav.ts';
import { DashboardShell } from './dashboard-shell.tsx';

export function DashboardLayout() {
  // A team member's navigation shows only what their role opens (decision 0102).
  const membership = useQuery(membershipQuery);
  const role = membership.data?.data?.role;
  // The inbox's unread count beside its link (docs/requirements/host.md#R-H7), from the same query the inbox reads;
  // asked only once the role is known: a cleaner may not read conversations (403 on every page load).
  const unread = useConversations(membership.isSuccess && role !== 'cleaner').data?.meta.unread_total ?? 0;
  const nav = role ? hostNav.filter((item) => teamNav[role].includes(item.to)) : hostNav;
  return (
    <DashboardShell
      nav={nav}
      areaLabel="Host dashboard"
      home={role ? teamHome[role] : '/dashboard'}
      counts={{ '/inbox': unread }}
    />
  );
}
