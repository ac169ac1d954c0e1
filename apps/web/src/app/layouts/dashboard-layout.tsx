import { useConversations } from '../../features/conversations/api/get-conversations.ts';
import { hostNav } from '../nav.ts';
import { DashboardShell } from './dashboard-shell.tsx';

export function DashboardLayout() {
  // The inbox's unread count beside its link (docs/requirements/host.md#R-H7), from the same query the inbox reads.
  const unread = useConversations().data?.meta.unread_total ?? 0;
  return (
    <DashboardShell
      nav={hostNav}
      areaLabel="Host dashboard"
      home="/dashboard"
      counts={{ '/inbox': unread }}
    />
  );
}
