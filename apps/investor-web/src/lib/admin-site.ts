import { config } from '../config';

/** The admin works on the admin site, its own origin with its own sign-in. */
export function openAdminSite(): void {
  window.location.assign(config.adminWebUrl);
}
