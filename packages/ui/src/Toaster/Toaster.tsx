import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWidget } from '../LazyRoutes/lazy-widget';
import classes from './Toaster.module.css';

// The toast list and its transitions are a chunk of their own, fetched after the first paint:
// notify() only writes to Mantine's store, which the list shows once it is in, so a toast
// asked for meanwhile still appears.
const Notifications = lazyWidget(
  () => import('./ToastList').then((m) => m.default),
  () => null,
);

/**
 * How long a toast stays. Kept here, not in notify.tsx: the Toaster is on every
 * first page, notify() and Mantine's toast store only where a toast is asked for.
 */
export const TOAST_DURATION_MS = 5000;

/** The key that moves focus to the toasts. */
export const TOAST_HOTKEY = 'F8';

/**
 * Where toasts appear: one at a time, 5 s each, a labelled close button, swipe to dismiss,
 * and F8 moves keyboard focus to the region so a screen-reader user can reach them.
 */
export function Toaster() {
  const { t } = useTranslation();
  const regionRef = useRef<HTMLDivElement>(null);
  const closeLabel = t('ui.toast.close');

  const labelledClose = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      },
    }),
    [closeLabel],
  );

  useWindowEvent('keydown', (event) => {
    if (event.key !== TOAST_HOTKEY) return;
    event.preventDefault();
    regionRef.current?.focus();
  });

  return (
    <MantineThemeProvider theme={labelledClose}>
      <div
        ref={regionRef}
        role="region"
        aria-label={t('ui.toast.region')}
        tabIndex={-1}
        className={classes.region}
      >
        <Notifications
          position="bottom-right"
          limit={1}
          autoClose={TOAST_DURATION_MS}
          withinPortal={false}
          classNames={{ notification: classes.notification }}
        />
      </div>
    </MantineThemeProvider>
  );
}
