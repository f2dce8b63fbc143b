import { NotFoundPage } from '@coinvest/ui';
import type { RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { AdminPanelPage } from '../features/panel/AdminPanelPage';
import { paths } from '../paths';

/** The admin site: the panel, its sign-in, and a 404 for anything else. */
export const routes: RouteObject[] = [
  { path: paths.panel, element: <AdminPanelPage /> },
  { path: paths.signIn, element: <SignInPage /> },
  {
    path: '*',
    element: (
      <main id="main-content">
        <NotFoundPage homePath={paths.panel} />
      </main>
    ),
  },
];
