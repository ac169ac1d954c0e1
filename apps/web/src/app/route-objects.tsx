import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, type RouteObject, ScrollRestoration, useLocation } from 'react-router';
import { RouteEntryContext } from '../components/page-meta.tsx';
import { SessionExpiredBanner } from '../components/session-expired-banner.tsx';
import { useIsClient } from '../hydration/client-only.tsx';
import { clearSession, sessionExpired, useSession } from '../lib/session.ts';
import { useFinishLogout } from '../lib/use-logout.ts';
import { decideAccess } from './guard.ts';
import { PageLoader } from './layouts/page-loader.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { useRouteMeta } from './route-meta.ts';
import type { AppRoute, LayoutName } from './routes.tsx';

function SignedOutRedirect({ to }: { to: string }) {
  // docs/requirements/wire.md#R-W14: clear user data before sending the visitor to sign in.
  useEffect(() => clearSession(), []);
  return <Navigate to={to} replace />;
}

/** Runs the guard on every navigation and on every session change. (Each page names the document itself.) */
function RouteShell() {
  const meta = useRouteMeta();
  const session = useSession();
  const location = useLocation();
  useFinishLogout();
  const here = `${location.pathname}${location.search}`;
  const decision = decideAccess(meta?.auth, session, here);
  // A page that stays open when the session ends (a public page a host had open) says so at the top.
  const [dismissed, setDismissed] = useState(false);
  // Read on the client only: the server's HTML never has the banner, so hydration must not either.
  const isClient = useIsClient();
  const expiredHere =
    isClient && !dismissed && session.token === null && location.pathname !== '/sign_in' && sessionExpired();

  if (decision.kind === 'redirect') {
    return decision.clearUser ? (
      <SignedOutRedirect to={decision.to} />
    ) : (
      <Navigate to={decision.to} replace />
    );
  }
  return (
    <RouteEntryContext.Provider value={meta?.entry}>
      <ScrollRestoration />
      {expiredHere ? <SessionExpiredBanner returnTo={here} onDismiss={() => setDismissed(true)} /> : null}
      <Outlet />
    </RouteEntryContext.Provider>
  );
}

// Guests never see the dashboard or admin shells (AppShell navbar, NavLink, Drawer…): those load with the
// first page of their area, so a public visitor's first download stays small.
const DashboardLayout = lazy(() =>
  import('./layouts/dashboard-layout.tsx').then((m) => ({ default: m.DashboardLayout })),
);
const AdminLayout = lazy(() =>
  import('./layouts/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })),
);

const layouts: Record<LayoutName, ComponentType> = {
  public: PublicLayout,
  dashboard: DashboardLayout,
  admin: AdminLayout,
};

export function buildRouteObjects(table: AppRoute[]): RouteObject[] {
  const children: RouteObject[] = (Object.keys(layouts) as LayoutName[]).map((name) => {
    const Layout = layouts[name];
    return {
      element: (
        <Suspense fallback={<PageLoader />}>
          <Layout />
        </Suspense>
      ),
      children: table
        .filter((route) => route.meta.layout === name)
        .map((route) => ({ path: route.path, element: route.element, handle: route.meta })),
    };
  });
  children.push({ path: '*', element: <Navigate to="/404" replace /> });
  return [{ element: <RouteShell />, errorElement: <RouteErrorPage />, children }];
}
