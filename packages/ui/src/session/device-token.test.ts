import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_KEY, keepDeviceToken, withDeviceToken } from './device-token';
import { clearSession } from './storage';

afterEach(() => window.localStorage.clear());

describe('the device token', () => {
  const body = { email: 'ama@example.com', password: 'kente-harbour' };

  it('goes with the next sign-in once a sign-in gave one', () => {
    expect(withDeviceToken(body)).toEqual(body);
    keepDeviceToken('device-1');
    expect(withDeviceToken(body)).toEqual({ ...body, deviceToken: 'device-1' });
  });

  it('outlives signing out', () => {
    keepDeviceToken('device-1');
    clearSession();
    expect(window.localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('device-1');
  });
});
