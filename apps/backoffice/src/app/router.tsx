import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { createStaffLoader, LoginPage } from '../features/auth';
import { RouteErrorPage } from '../features/errors';
import { NotFoundPage } from '../features/placeholders';
import { BASENAME } from '../lib/base-path';
import { AREAS } from './areas';
import { AreaRoute, DashboardRoute, PageLoading, StaffRoute } from './staff-routes';

export interface RouterDependencies {
  api: ApiClient;
  queryClient: QueryClient;
}

/** Every route of the back office, below the basename (/admin). */
export function createAppRoutes({ api, queryClient }: RouterDependencies): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: 'login', element: <LoginPage /> },
        {
          id: 'staff',
          loader: createStaffLoader({ api, queryClient }),
          element: <StaffRoute />,
          children: [
            { index: true, element: <DashboardRoute /> },
            ...AREAS.map((area) => ({ path: area.path, element: <AreaRoute area={area} /> })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(dependencies: RouterDependencies) {
  return createBrowserRouter(createAppRoutes(dependencies), { basename: BASENAME });
}
