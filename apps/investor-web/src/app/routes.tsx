import {
  lazyRoute,
  NotFoundPage,
  type LazyRouteHandle,
  type RoutePrefetchContext,
} from '@coinvest/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SiteShell } from '../features/layout/SiteShell';
import { loadDeferredTexts } from '../i18n';
import { paths } from '../paths';
import { prefetch as prefetchProject } from './route-data/project';

/**
 * The route table: the shell's pages, the auth pages outside it, then 404. Each page is its own
 * chunk, loaded on its first visit or when a link to it is about to be followed
 * (docs/adr/0089-page-weight-lazy-pages-and-a-size-budget.md); the shell and the 404 are always
 * there.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    children: [
      {
        path: paths.home,
        ...page(() => import('../features/home/pages/HomePage').then((m) => m.HomePage)),
      },
      {
        path: paths.projects,
        ...page(
          () => import('../features/projects/pages/ProjectsPage').then((m) => m.ProjectsPage),
          routeData(() => import('./route-data/projects')),
        ),
      },
      {
        path: paths.project,
        ...page(
          () =>
            import('../features/projects/pages/ProjectDetailPage').then((m) => m.ProjectDetailPage),
          // In the first page (no zod, about 1 KB): a visit asks for the project before the
          // page's code, not after a chunk of its own, and its requests do not queue behind it.
          prefetchProject,
        ),
      },
      {
        path: paths.dashboard,
        ...page(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage)),
      },
      {
        path: paths.contact,
        ...page(() => import('../features/contact/pages/ContactPage').then((m) => m.ContactPage)),
      },
      {
        path: paths.settings,
        ...page(() => import('../features/settings/SettingsPage').then((m) => m.SettingsPage)),
      },
      {
        path: paths.kycVerification,
        ...page(() =>
          import('../features/kyc/pages/KycVerificationPage').then((m) => m.KycVerificationPage),
        ),
      },
      {
        path: paths.verifyEmail,
        ...page(() =>
          import('../features/email-verification/pages/VerifyEmailPage').then(
            (m) => m.VerifyEmailPage,
          ),
        ),
      },
      {
        path: paths.faq,
        ...page(() => import('../features/faq/pages/FaqPage').then((m) => m.FaqPage)),
      },
      {
        path: paths.developers,
        ...page(() =>
          import('../features/developers/pages/DevelopersPage').then((m) => m.DevelopersPage),
        ),
      },
      {
        path: paths.secureAdmin,
        ...page(adminRedirectPage),
      },
      { path: paths.admin, ...page(adminRedirectPage) },
      { path: '*', element: <NotFoundPage homePath={paths.home} /> },
    ],
  },
  {
    path: paths.signUp,
    ...page(() => import('../features/auth/pages/SignUpPage').then((m) => m.SignUpPage)),
  },
  {
    path: paths.signIn,
    ...page(() => import('../features/auth/pages/SignInPage').then((m) => m.SignInPage)),
  },
  {
    path: paths.forgotPassword,
    ...page(() =>
      import('../features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: paths.secondFactorUnlock,
    ...page(() =>
      import('../features/auth/pages/SecondFactorUnlockPage').then((m) => m.SecondFactorUnlockPage),
    ),
  },
];

/**
 * A page of the site: its code and the deferred English texts, fetched together, the texts
 * first: the largest file a page waits for, they would queue behind its many small chunks on
 * a phone's six connections (vite.config.ts preloads them with a link, as the chunks are).
 */
function page(load: () => Promise<ComponentType>, prefetchData?: LazyRouteHandle['prefetchData']) {
  return lazyRoute(async () => (await Promise.all([loadDeferredTexts(), load()]))[1], prefetchData);
}

function adminRedirectPage() {
  return import('../features/admin-access/AdminRedirectPage').then((m) => m.AdminRedirectPage);
}

/**
 * A page's data prefetch, loaded on intent beside the page's code (it shares the page's query
 * code), so the first page carries neither. A failed load costs nothing: the visit asks again.
 */
function routeData(load: () => Promise<{ prefetch: (context: RoutePrefetchContext) => void }>) {
  return (context: RoutePrefetchContext) =>
    void load()
      .then(({ prefetch }) => prefetch(context))
      .catch(() => undefined);
}
