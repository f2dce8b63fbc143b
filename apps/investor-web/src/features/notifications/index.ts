export { NotificationBell } from './components/NotificationBell';
export { NotificationPreferencesSection } from './components/NotificationPreferencesSection';
