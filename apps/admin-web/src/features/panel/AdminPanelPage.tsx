import { FullPageLoader, useCurrentUser, UserLoadError } from '@coinvest/ui';
import { Navigate } from 'react-router';
import { paths } from '../../paths';
import { InspectorPage } from '../inspection';
import { AdminPanel } from './AdminPanel';
import { UnauthorizedPage } from './UnauthorizedPage';

/**
 * / on the admin site. The panel (and anything it fetches) renders only for the admin; the
 * API refuses everyone else anyway.
 */
export function AdminPanelPage() {
  const { user, isLoading, error } = useCurrentUser();

  if (isLoading) return <FullPageLoader />;
  if (error) {
    return (
      <main id="main-content">
        <UserLoadError />
      </main>
    );
  }
  if (!user) return <Navigate to={paths.signIn} replace />;
  if (user.role === 'inspector') return <InspectorPage />;
  if (user.role !== 'admin') return <UnauthorizedPage />;
  return <AdminPanel user={user} />;
}
