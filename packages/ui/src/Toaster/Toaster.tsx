import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
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
 * A phone's screen, below Mantine's `xs` breakpoint. There a dialog's buttons sit at the bottom,
 * where a toast would cover them: toasts come from the top instead.
 */
export const TOAST_AT_TOP_QUERY = '(max-width: 36em)';

/**
 * Where toasts appear: one at a time, 5 s each, a labelled close button, swipe to dismiss,
 * and F8 moves keyboard focus to the region so a screen-reader user can reach them. Bottom
 * right on a wide screen, top on a phone (clear of a dialog's buttons).
 */
export function Toaster() {
  const { t } = useTranslation();
  const regionRef = useRef<HTMLDivElement>(null);
  const closeLabel = t('ui.toast.close');
  const atTop = useMediaQuery(TOAST_AT_TOP_QUERY);

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
          position={atTop ? 'top-center' : 'bottom-right'}
          limit={1}
          autoClose={TOAST_DURATION_MS}
          withinPortal={false}
          classNames={{ notification: classes.notification }}
        />
      </div>
    </MantineThemeProvider>
  );
}
