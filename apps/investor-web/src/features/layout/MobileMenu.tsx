import type { TUser } from '@coinvest/contract';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { shellWidget } from './shell-widget';

// The drawer (its overlay, focus trap and scroll lock, and the pickers) is fetched after the
// first render; a closed drawer shows nothing, so it needs no placeholder.
const MobileMenuDrawer = shellWidget(
  () => import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer),
  () => null,
);

/** The phone menu: a burger that opens the same links and account actions in a drawer. */
export function MobileMenu({ user }: { user: TUser | null }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <>
      <Burger
        hiddenFrom="md"
        opened={opened}
        onClick={toggle}
        aria-label={t('navigation.openMenu')}
        aria-expanded={opened}
        aria-controls="mobile-menu"
      />
      <MobileMenuDrawer user={user} opened={opened} close={close} />
    </>
  );
}
