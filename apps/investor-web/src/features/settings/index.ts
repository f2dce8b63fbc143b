export { SettingsPage } from './SettingsPage';
/** The code field and the account messages, which the sign-in's code step shares. */
export { CodeForm } from './components/CodeForm';
export { translateAccountMessage } from './lib/account-messages';
