import type { TNotificationType } from '@coinvest/contract';
import {
  IconAlertTriangle,
  IconBell,
  IconFlag,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';

/** The icon and colour of each notification type. */
export const NOTIFICATION_LOOK: Record<
  TNotificationType,
  { color: string; icon: typeof IconBell }
> = {
  milestone: { color: 'teal', icon: IconFlag },
  alert: { color: 'orange', icon: IconAlertTriangle },
  completion: { color: 'green', icon: IconRosetteDiscountCheck },
  other: { color: 'blue', icon: IconBell },
};
