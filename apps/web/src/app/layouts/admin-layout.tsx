import { adminNav } from '../nav.ts';
import { DashboardShell } from './dashboard-shell.tsx';

export function AdminLayout() {
  return <DashboardShell nav={adminNav} areaLabel="Admin area" home="/admin" />;
}
