import type { TUser } from '@coinvest/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  AUTH_CHANGE_EVENT,
  clearSession,
  getStoredUser,
  getToken,
  setSession,
  subscribeToSession,
} from './storage';

const user: TUser = {
  id: 7,
  username: 'ama_mensah',
  email: 'ama@example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
  role: 'user',
  emailVerified: true,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('session storage', () => {
  it('stores the token under authToken and the user under currentUser, and fires authChange', () => {
    const onChange = vi.fn();
    window.addEventListener(AUTH_CHANGE_EVENT, onChange);

    setSession('token-1', user);

    expect(window.localStorage.getItem('authToken')).toBe('token-1');
    expect(JSON.parse(window.localStorage.getItem('currentUser') ?? 'null')).toEqual(user);
    expect(getToken()).toBe('token-1');
    expect(getStoredUser()).toEqual(user);
    expect(onChange).toHaveBeenCalledTimes(1);
    window.removeEventListener(AUTH_CHANGE_EVENT, onChange);
  });

  it('clears both keys and fires authChange once, not again when already clear', () => {
    setSession('token-1', user);
    const onChange = vi.fn();
    window.addEventListener(AUTH_CHANGE_EVENT, onChange);

    clearSession();
    clearSession();

    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    window.removeEventListener(AUTH_CHANGE_EVENT, onChange);
  });

  it('ignores a stored user that is not valid JSON or not a user', () => {
    window.localStorage.setItem('currentUser', '{not json');
    expect(getStoredUser()).toBeNull();
    window.localStorage.setItem('currentUser', JSON.stringify({ id: 'x' }));
    expect(getStoredUser()).toBeNull();
  });

  it('tells subscribers about session changes from another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);

    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'preferred-currency' }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));

    expect(listener).toHaveBeenCalledTimes(1);
  });
});
