import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from './Toaster';

export type ToastVariant = 'success' | 'error' | 'info';

export interface NotifyOptions {
  title: string;
  message: ReactNode;
  variant?: ToastVariant;
}

const variants: Record<ToastVariant, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconAlertTriangle size={18} aria-hidden /> },
  info: { color: 'navy', icon: <IconInfoCircle size={18} aria-hidden /> },
};

/**
 * Shows a toast. One at a time: a new toast replaces the one showing.
 * Render <Toaster /> once in the site.
 */
export function notify({ title, message, variant = 'info' }: NotifyOptions): void {
  const { color, icon } = variants[variant];
  notifications.clean();
  notifications.show({
    title,
    message,
    color,
    icon,
    autoClose: TOAST_DURATION_MS,
    'data-variant': variant,
  });
}
