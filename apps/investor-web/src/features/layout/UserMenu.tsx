import type { TUser } from '@coinvest/contract';
import { useSignOut } from '@coinvest/ui';
import { Menu, UnstyledButton } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { useNeedsIdentityVerification } from '../kyc';
import { UserMenuFace } from './UserMenuFace';

/**
 * The signed-in user's menu; Manage Properties is for the admin only, the KYC centre for an
 * investor whose identity is not verified yet.
 */
export function UserMenu({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const needsVerification = useNeedsIdentityVerification(user);

  return (
    <Menu>
      <Menu.Target>
        <UnstyledButton aria-label={t('navigation.userMenu', { username: user.username })}>
          <UserMenuFace user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.dashboard}
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          {t('navigation.dashboard')}
        </Menu.Item>
        {needsVerification ? (
          <Menu.Item
            component={Link}
            to={paths.kycVerification}
            leftSection={<IconShieldCheck size={16} aria-hidden />}
          >
            {t('gettingStarted.verifyIdentity')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          component={Link}
          to={paths.settings}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('navigation.settings')}
        </Menu.Item>
        {user.role === 'admin' ? (
          <Menu.Item
            component={Link}
            to={paths.secureAdmin}
            leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
          >
            {t('navigation.manageProperties')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          {t('navigation.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
