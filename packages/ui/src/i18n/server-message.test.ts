import { ApiError } from '@coinvest/contract/client';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { serverMessageOr } from './server-message';

const { t } = createI18n({});

describe('serverMessageOr', () => {
  it("shows the server's message when the answer carried one", () => {
    const error = new ApiError(409, { message: 'This username is already taken' });
    expect(serverMessageOr(error, 'Failed to create account', t)).toBe(
      'This username is already taken',
    );
  });

  it('falls back when there is no server message (network failure, empty body)', () => {
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Failed to create account', t)).toBe(
      'Failed to create account',
    );
    expect(serverMessageOr(new ApiError(502, ''), 'Failed to create account', t)).toBe(
      'Failed to create account',
    );
  });
});
