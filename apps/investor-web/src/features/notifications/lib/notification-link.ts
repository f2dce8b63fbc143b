import type { TNotification } from '@coinvest/contract';
import { paths, projectPath } from '../../../paths';

export interface NotificationLink {
  to: string;
  /** Key of the link's text under notificationCenter.links. */
  label: 'project' | 'dashboard' | 'kyc';
}

/** Where an opened notification leads: its project, the dashboard for money, KYC for identity. */
export function notificationLink(notification: TNotification): NotificationLink | null {
  if (notification.projectId !== null) {
    return { to: projectPath(notification.projectId), label: 'project' };
  }
  switch (notification.kind) {
    case 'investment':
    case 'payment':
      return { to: paths.dashboard, label: 'dashboard' };
    case 'kyc':
      return { to: paths.kycVerification, label: 'kyc' };
    default:
      return null;
  }
}
