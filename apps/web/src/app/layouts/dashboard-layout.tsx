import { type TeamRole, teamHome } from '@innkeep/contract/team';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { membershipQuery } from '../../api/team.ts';
import { useConversations } from '../../features/conversations/api/get-conversations.ts';
import { hostNav, teamMayOpen, teamNav } from '../nav.ts';
import { useRouteMeta } from '../route-meta.ts';
import { DashboardShell } from './dashboard-shell.tsx';

/** The host's menu, or the part a team member's role opens. */
function menuOf(role: TeamRole | undefined, known: boolean) {
  if (role) return hostNav.filter((item) => teamNav[role].includes(item.to));
  // Until the role is known the menu is empty: a cleaner must not glimpse the host's whole menu.
  return known ? hostNav : [];
}

export function DashboardLayout() {
  // A team member's navigation shows only what their role opens (decision 0102).
  const membership = useQuery(membershipQuery);
  const role = membership.data?.data?.role;
  // The inbox's unread count beside its link (docs/requirements/host.md#R-H7), from the same query the inbox reads;
  // asked only once the role is known: a cleaner may not read conversations (403 on every page load).
  const unread = useConversations(membership.isSuccess && role !== 'cleaner').data?.meta.unread_total ?? 0;
  const { pathname } = useLocation();
  // The page waits for the role, so a member never asks what their role is refused (403); its code loads
  // meanwhile. A failed first try lets it open (as the host's), as the server still decides.
  const roleKnown = !membership.isPending || membership.failureCount > 0;
  const meta = useRouteMeta();
  useEffect(() => void meta?.preload().catch(() => undefined), [meta]);
  // A typed or bookmarked page outside the role goes to the role's home, not to a page of "no access" errors.
  if (role && !teamMayOpen(role, pathname)) return <Navigate to={teamHome[role]} replace />;
  return (
    <DashboardShell
      nav={menuOf(role, !membership.isPending)}
      areaLabel="Host dashboard"
      home={role ? teamHome[role] : '/dashboard'}
      counts={{ '/inbox': unread }}
      pageReady={roleKnown}
    />
  );
}
