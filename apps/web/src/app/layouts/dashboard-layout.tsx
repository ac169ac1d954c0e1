import { hostNav } from '../nav.ts';
import { DashboardShell } from './dashboard-shell.tsx';

export function DashboardLayout() {
  return <DashboardShell nav={hostNav} areaLabel="Host dashboard" home="/dashboard" />;
}
