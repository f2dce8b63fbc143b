import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentHeaders, stubFetch } from '../test-utils';
import { createSessionApiClient } from './api-client';
import { signOut, SIGN_OUT_RELOAD_DELAY_MS } from './sign-out';
import { AUTH_CHANGE_EVENT } from './storage';

describe('signOut', () => {
  const api = createSessionApiClient('');
  const navigate = vi.fn();
  const reload = vi.fn();
  const onAuthChange = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    window.localStorage.setItem('authToken', 'token-1');
    window.localStorage.setItem('currentUser', '{}');
    window.addEventListener(AUTH_CHANGE_EVENT, onAuthChange);
  });

  afterEach(() => {
    vi.useRealTimers();
    window.removeEventListener(AUTH_CHANGE_EVENT, onAuthChange);
    vi.clearAllMocks();
  });

  it('tells the server, forgets the session, fires authChange, goes to / and reloads after 100 ms', async () => {
    const fetchStub = stubFetch({
      'POST /api/auth/logout': { status: 200, body: { message: 'Signed out' } },
    });

    await signOut({ api, navigate, reload });

    expect(sentHeaders(fetchStub, 'POST', '/api/auth/logout')[0]?.get('authorization')).toBe(
      'Bearer token-1',
    );
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    expect(onAuthChange).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/', { flushSync: true });
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SIGN_OUT_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('signs out all the same when the server fails or cannot be reached', async () => {
    stubFetch({
      'POST /api/auth/logout': { status: 500, body: { message: 'Internal server error' } },
    });
    await signOut({ api, navigate, reload });
    expect(window.localStorage.getItem('authToken')).toBeNull();

    window.localStorage.setItem('authToken', 'token-2');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await signOut({ api, navigate, reload });
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
