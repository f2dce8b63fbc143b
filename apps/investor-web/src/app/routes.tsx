import { lazyRoute, NotFoundPage, type RoutePrefetchContext } from '@coinvest/ui';
import type { RouteObject } from 'react-router';
import { SiteShell } from '../features/layout/SiteShell';
import { paths } from '../paths';

/**
 * The spec's route table: the shell's pages, the auth pages outside it, then 404. Each page
 * is its own chunk, loaded on its first visit or when a link to it is about to be followed
 * (docs/decisions.md, Page weight and Lighthouse); the shell and the 404 are always there.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    children: [
      {
        path: paths.home,
        ...lazyRoute(() => import('../features/home/pages/HomePage').then((m) => m.HomePage)),
      },
      {
        path: paths.projects,
        ...lazyRoute(
          () => import('../features/projects/pages/ProjectsPage').then((m) => m.ProjectsPage),
          routeData('prefetchProjects'),
        ),
      },
      {
        path: paths.project,
        ...lazyRoute(
          () =>
            import('../features/projects/pages/ProjectDetailPage').then((m) => m.ProjectDetailPage),
          routeData('prefetchProject'),
        ),
      },
      {
        path: paths.dashboard,
        ...lazyRoute(() =>
          import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
        ),
      },
      {
        path: paths.contact,
        ...lazyRoute(() =>
          import('../features/contact/pages/ContactPage').then((m) => m.ContactPage),
        ),
      },
      {
        path: paths.settings,
        ...lazyRoute(() => import('../features/settings/SettingsPage').then((m) => m.SettingsPage)),
      },
      {
        path: paths.kycVerification,
        ...lazyRoute(() =>
          import('../features/kyc/pages/KycVerificationPage').then((m) => m.KycVerificationPage),
        ),
      },
      {
        path: paths.faq,
        ...lazyRoute(() => import('../features/faq/pages/FaqPage').then((m) => m.FaqPage)),
      },
      {
        path: paths.developers,
        ...lazyRoute(() =>
          import('../features/developers/pages/DevelopersPage').then((m) => m.DevelopersPage),
        ),
      },
      {
        path: paths.secureAdmin,
        ...lazyRoute(adminRedirectPage),
      },
      { path: paths.admin, ...lazyRoute(adminRedirectPage) },
      { path: '*', element: <NotFoundPage homePath={paths.home} /> },
    ],
  },
  {
    path: paths.signUp,
    ...lazyRoute(() => import('../features/auth/pages/SignUpPage').then((m) => m.SignUpPage)),
  },
  {
    path: paths.signIn,
    ...lazyRoute(() => import('../features/auth/pages/SignInPage').then((m) => m.SignInPage)),
  },
  {
    path: paths.forgotPassword,
    ...lazyRoute(() =>
      import('../features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
    ),
  },
];

function adminRedirectPage() {
  return import('../features/admin-access/AdminRedirectPage').then((m) => m.AdminRedirectPage);
}

/**
 * A page's data prefetch, loaded on intent beside the page's code (it shares the page's query
 * code), so the first page carries neither. A failed load costs nothing: the visit asks again.
 */
function routeData(prefetch: 'prefetchProjects' | 'prefetchProject') {
  return (context: RoutePrefetchContext) =>
    void import('./route-data').then((data) => data[prefetch](context)).catch(() => undefined);
}
