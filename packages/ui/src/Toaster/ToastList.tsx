// The toast list and its transitions, loaded after the first paint (see Toaster).
export { Notifications as default } from '@mantine/notifications';
