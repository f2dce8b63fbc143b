import { FullPageLoader, notify, useCurrentUser, UserLoadError } from '@coinvest/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openAdminSite } from '../../lib/admin-site';
import { paths } from '../../paths';

/**
 * /secure-admin and /admin. The admin panel lives on the admin site, so the admin is sent
 * there; everyone else gets a toast and is sent home.
 */
export function AdminRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoading, error } = useCurrentUser();

  useEffect(() => {
    if (isLoading || error) return;
    if (!user) {
      notify({
        variant: 'error',
        title: t('pages.secureAdmin.accessDeniedTitle'),
        message: t('pages.secureAdmin.accessDeniedMessage'),
      });
      void navigate(paths.signIn, { replace: true });
    } else if (user.role !== 'admin') {
      notify({
        variant: 'error',
        title: t('pages.secureAdmin.unauthorizedTitle'),
        message: t('pages.secureAdmin.unauthorizedMessage'),
      });
      void navigate(paths.dashboard, { replace: true });
    } else {
      openAdminSite();
    }
  }, [error, isLoading, navigate, t, user]);

  if (error) return <UserLoadError />;
  return <FullPageLoader />;
}
