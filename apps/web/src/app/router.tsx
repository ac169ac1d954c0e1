import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRouteObjects } from './route-objects.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(buildRouteObjects(routes));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
