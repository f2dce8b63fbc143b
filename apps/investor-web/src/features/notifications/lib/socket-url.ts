import { SOCKET_PATH } from '@coinvest/contract';

/**
 * The socket's address, from the API's: the same host (this page's when the API is on the same
 * origin), wss when the API is https, ws when http.
 */
export function notificationSocketUrl(apiUrl: string, pageUrl: string): string {
  const url = new URL(apiUrl || '/', pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/$/, '')}${SOCKET_PATH}`;
  url.search = '';
  url.hash = '';
  return url.href;
}
