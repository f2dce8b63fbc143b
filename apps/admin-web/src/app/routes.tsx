import { lazyRoute, NotFoundPage } from '@coinvest/ui';
import type { RouteObject } from 'react-router';
import { paths } from '../paths';

/**
 * The admin site: the panel, its sign-in, the second factor's unlock link, and a 404 for anything
 * else. The panel and the sign-in are their own chunks
 * (docs/adr/0089-page-weight-lazy-pages-and-a-size-budget.md), so the sign-in page does not wait
 * for every tab's code.
 */
export const routes: RouteObject[] = [
  {
    path: paths.panel,
    ...lazyRoute(() => import('../features/panel/AdminPanelPage').then((m) => m.AdminPanelPage)),
  },
  {
    path: paths.signIn,
    ...lazyRoute(() => import('../features/auth/SignInPage').then((m) => m.SignInPage)),
  },
  {
    path: paths.secondFactorUnlock,
    ...lazyRoute(() =>
      import('../features/auth/SecondFactorUnlockPage').then((m) => m.SecondFactorUnlockPage),
    ),
  },
  {
    path: '*',
    element: (
      <main id="main-content">
        <NotFoundPage homePath={paths.panel} />
      </main>
    ),
  },
];
