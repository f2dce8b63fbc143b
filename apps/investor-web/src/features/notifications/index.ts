export { NotificationBell } from './components/NotificationBell';
export { PostProjectUpdate } from './components/PostProjectUpdate';
