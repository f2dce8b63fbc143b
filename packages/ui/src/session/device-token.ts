import type { TSignInBody } from '@coinvest/contract';

/**
 * The token the API gives a device at each sign-in. Kept across sign-outs: while an account's
 * failed sign-ins are limited, the API still lets in a correct password from a device that
 * signed in to it before and sends this token. One per site (origin): the last account's.
 */
export const DEVICE_TOKEN_KEY = 'deviceToken';

export function getDeviceToken(): string | null {
  try {
    return window.localStorage.getItem(DEVICE_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function keepDeviceToken(token: string): void {
  try {
    window.localStorage.setItem(DEVICE_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode, full): the device simply stays unknown.
  }
}

/** A sign-in body with this device's token, when it has one. */
export function withDeviceToken(body: TSignInBody): TSignInBody {
  const deviceToken = getDeviceToken();
  return deviceToken ? { ...body, deviceToken } : body;
}
