import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, type RouteObject, ScrollRestoration, useLocation } from 'react-router';
import { RouteEntryContext } from '../components/page-meta.tsx';
import { clearSession, useSession } from '../lib/session.ts';
import { decideAccess } from './guard.ts';
import { PageLoader } from './layouts/page-loader.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { useRouteMeta } from './route-meta.ts';
import type { AppRoute, LayoutName } from './routes.tsx';
import { useFinishLogout } from './use-logout.ts';

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
  const decision = decideAccess(meta?.auth, session, `${location.pathname}${location.search}`);

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
