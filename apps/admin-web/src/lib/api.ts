import { createSessionApiClient } from '@coinvest/ui';
import { config } from '../config';

/** The one API client of the admin site: the contract's routes, the stored token on every call. */
export const api = createSessionApiClient(config.apiUrl);
