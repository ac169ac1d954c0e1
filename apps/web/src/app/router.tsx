import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRouteObjects } from './route-objects.tsx';
import { routes } from './routes.tsx';

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The app's one router, over the browser's location (start.tsx creates it when the app starts). */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(buildRouteObjects(routes));
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
