import { Brand, PrefetchNavLink, useCurrentUser } from '@coinvest/ui';
import { Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { useAccountLanguage } from '../../i18n';
import { useAccountCurrency } from '../../lib/currency';
import { useNeedsIdentityVerification } from '../kyc';
import classes from './Header.module.css';
import { MobileMenu } from './MobileMenu';
import { visibleNavLinks } from './nav-links';
import { shellWidget } from './shell-widget';
import { UserMenuFace } from './UserMenuFace';

// The pickers, the bell and the user menu bring Mantine's Select, Menu and Popover, with
// floating-ui and the flags: chunks of their own, fetched after the first render. Each
// placeholder is its widget's size (the pickers' widths, an input's and a large icon's
// height), so the bar does not move when they arrive.
const LanguagePicker = shellWidget(
  () => import('../../i18n/LanguagePicker').then((module) => module.LanguagePicker),
  () => <Box w={148} h={36} />,
);
const CurrencyPicker = shellWidget(
  () =>
    import('../../lib/currency/components/CurrencyPicker').then((module) => module.CurrencyPicker),
  () => <Box w={124} h={36} />,
);
const NotificationBell = shellWidget(
  () => import('../notifications').then((module) => module.NotificationBell),
  () => <Box w={34} h={34} />,
);
const UserMenu = shellWidget(
  () => import('./UserMenu').then((module) => module.UserMenu),
  UserMenuFace,
);

/** The navigation bar: links in the middle, the account on the right, a burger on phones. */
export function Header() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const needsVerification = useNeedsIdentityVerification(user);
  useAccountLanguage();
  useAccountCurrency();

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Brand />
        <nav aria-label={t('navigation.mainLabel')} className={classes.links}>
          <Group gap={4} visibleFrom="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {visibleNavLinks(user !== null).map((link) => (
              <li key={link.to}>
                <PrefetchNavLink to={link.to} className={classes.link}>
                  {t(link.labelKey)}
                </PrefetchNavLink>
              </li>
            ))}
            {needsVerification ? (
              <li>
                <PrefetchNavLink to={paths.kycVerification} className={classes.link}>
                  {t('gettingStarted.verifyIdentity')}
                </PrefetchNavLink>
              </li>
            ) : null}
          </Group>
        </nav>
        <Group gap="sm" wrap="nowrap">
          {user && <NotificationBell userId={user.id} />}
          <Group gap="sm" visibleFrom="md" wrap="nowrap">
            <LanguagePicker />
            <CurrencyPicker />
            {user ? (
              <UserMenu user={user} />
            ) : isLoading ? null : (
              <>
                <Button component={Link} to={paths.signIn} variant="subtle">
                  {t('navigation.signIn')}
                </Button>
                <Button component={Link} to={paths.signUp} color="gold.5" c="navy.9">
                  {t('navigation.getStarted')}
                </Button>
              </>
            )}
          </Group>
          <MobileMenu user={user} />
        </Group>
      </Container>
    </header>
  );
}
