import { Brand, PrefetchNavLink, useCurrentUser } from '@coinvest/ui';
import { Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { LanguagePicker, useAccountLanguage } from '../../i18n';
import { CurrencyPicker, useAccountCurrency } from '../../lib/currency';
import { useNeedsIdentityVerification } from '../kyc';
import { NotificationBell } from '../notifications';
import classes from './Header.module.css';
import { MobileMenu } from './MobileMenu';
import { visibleNavLinks } from './nav-links';
import { UserMenu } from './UserMenu';

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
