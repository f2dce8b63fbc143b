import type { TUser } from '@coinvest/contract';
import { PrefetchLink, useSignOut } from '@coinvest/ui';
import { Button, Divider, Drawer, NavLink, Stack, Text, useDirection } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconLogout,
  IconSettings,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../paths';
import { LanguagePicker } from '../../i18n';
import { CurrencyPicker } from '../../lib/currency';
import { useNeedsIdentityVerification } from '../kyc';
import { visibleNavLinks } from './nav-links';

export interface MobileMenuDrawerProps {
  user: TUser | null;
  opened: boolean;
  close: () => void;
}

/** The phone menu's drawer: the same links and account actions as the bar. */
export function MobileMenuDrawer({ user, opened, close }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const needsVerification = useNeedsIdentityVerification(user);
  // The menu slides in from the side the burger is on: the left when the page reads right to left.
  const { dir } = useDirection();

  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={close}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="min(100%, 360px)"
      title={t('navigation.mobileMenuTitle')}
      closeButtonProps={{ 'aria-label': t('navigation.closeMenu') }}
      hiddenFrom="md"
    >
      <Stack gap="xs">
        {user ? (
          <Text fw={600} c="navy.9" mb="xs">
            {t('navigation.welcome', { firstName: user.firstName })}
          </Text>
        ) : null}
        <nav aria-label={t('navigation.mainLabel')}>
          {visibleNavLinks(user !== null).map((link) => (
            <NavLink
              key={link.to}
              component={PrefetchLink}
              to={link.to}
              label={t(link.labelKey)}
              active={pathname === link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              onClick={close}
            />
          ))}
        </nav>
        <Divider my="sm" />
        <LanguagePicker withLabel onChange={close} />
        <CurrencyPicker withLabel />
        {user ? (
          <>
            {needsVerification ? (
              <NavLink
                component={PrefetchLink}
                to={paths.kycVerification}
                label={t('gettingStarted.verifyIdentity')}
                leftSection={<IconShieldCheck size={16} aria-hidden />}
                onClick={close}
              />
            ) : null}
            <NavLink
              component={PrefetchLink}
              to={paths.settings}
              label={t('navigation.settings')}
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={close}
            />
            {user.role === 'admin' ? (
              <NavLink
                component={PrefetchLink}
                to={paths.secureAdmin}
                label={t('navigation.manageProperties')}
                leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
                onClick={close}
              />
            ) : null}
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => {
                close();
                void signOut();
              }}
              mt="sm"
            >
              {t('navigation.signOut')}
            </Button>
          </>
        ) : (
          <>
            <Button component={PrefetchLink} to={paths.signIn} variant="default" onClick={close}>
              {t('navigation.signIn')}
            </Button>
            <Button
              component={PrefetchLink}
              to={paths.signUp}
              color="gold.5"
              c="navy.9"
              onClick={close}
            >
              {t('navigation.getStarted')}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
