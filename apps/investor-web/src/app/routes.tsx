import { NotFoundPage } from '@coinvest/ui';
import type { RouteObject } from 'react-router';
import { AdminRedirectPage } from '../features/admin-access/AdminRedirectPage';
import { ForgotPasswordPage } from '../features/auth/pages/ForgotPasswordPage';
import { SignInPage } from '../features/auth/pages/SignInPage';
import { SignUpPage } from '../features/auth/pages/SignUpPage';
import { ContactPage } from '../features/contact/pages/ContactPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DevelopersPage } from '../features/developers/pages/DevelopersPage';
import { FaqPage } from '../features/faq/pages/FaqPage';
import { HomePage } from '../features/home';
import { KycVerificationPage } from '../features/kyc';
import { SiteShell } from '../features/layout/SiteShell';
import { ProjectDetailPage, ProjectsPage } from '../features/projects';
import { SettingsPage } from '../features/settings';
import { paths } from '../paths';

/** The spec's route table: the shell's pages, the auth pages outside it, then 404. */
export const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.projects, element: <ProjectsPage /> },
      { path: paths.project, element: <ProjectDetailPage /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.settings, element: <SettingsPage /> },
      { path: paths.kycVerification, element: <KycVerificationPage /> },
      { path: paths.faq, element: <FaqPage /> },
      { path: paths.developers, element: <DevelopersPage /> },
      { path: paths.secureAdmin, element: <AdminRedirectPage /> },
      { path: paths.admin, element: <AdminRedirectPage /> },
      { path: '*', element: <NotFoundPage homePath={paths.home} /> },
    ],
  },
  { path: paths.signUp, element: <SignUpPage /> },
  { path: paths.signIn, element: <SignInPage /> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
];
