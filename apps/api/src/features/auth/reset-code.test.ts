import { RESET_CODE_MAX_ATTEMPTS } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import {
  generateResetCode,
  hashResetCode,
  judgeResetAttempt,
  resetCodeExpiry,
  resetCodeMatches,
} from './reset-code';

const now = new Date('2026-11-22T10:00:00Z');
const alive = { expiresAt: resetCodeExpiry(now), attempts: 0, usedAt: null };

describe('reset codes', () => {
  it('are six digits, zero-padded', () => {
    for (let i = 0; i < 200; i++) expect(generateResetCode()).toMatch(/^\d{6}$/);
  });

  it('are stored keyed with the secret, and only the right code and secret match', () => {
    const stored = hashResetCode('012345', 'secret-a');
    expect(stored).not.toContain('012345');
    expect(resetCodeMatches('012345', stored, 'secret-a')).toBe(true);
    expect(resetCodeMatches('012346', stored, 'secret-a')).toBe(false);
    expect(resetCodeMatches('012345', stored, 'secret-b')).toBe(false);
  });

  it('live fifteen minutes', () => {
    expect(resetCodeExpiry(now).toISOString()).toBe('2026-11-22T10:15:00.000Z');
  });
});

describe('judgeResetAttempt', () => {
  it('accepts the right code while it is alive and unused', () => {
    expect(judgeResetAttempt(alive, true, now)).toBe('accepted');
  });

  it('refuses a missing, used or expired code, whatever was typed', () => {
    expect(judgeResetAttempt(undefined, true, now)).toBe('invalid');
    expect(judgeResetAttempt({ ...alive, usedAt: now }, true, now)).toBe('invalid');
    expect(judgeResetAttempt({ ...alive, expiresAt: now }, true, now)).toBe('invalid');
  });

  it('counts wrong codes and locks on the last allowed try', () => {
    for (let attempts = 0; attempts < RESET_CODE_MAX_ATTEMPTS - 1; attempts++) {
      expect(judgeResetAttempt({ ...alive, attempts }, false, now)).toBe('wrong');
    }
    expect(judgeResetAttempt({ ...alive, attempts: RESET_CODE_MAX_ATTEMPTS - 1 }, false, now)).toBe(
      'locked',
    );
  });

  it('keeps a locked code locked even for the right code', () => {
    expect(judgeResetAttempt({ ...alive, attempts: RESET_CODE_MAX_ATTEMPTS }, true, now)).toBe(
      'locked',
    );
  });
});
