import { ApiError } from '@coinvest/contract/client';
import { describe, expect, it } from 'vitest';
import { shouldRetryProject } from './get-project';

describe('project load retries', () => {
  it('tries a failed load twice more', () => {
    const error = new ApiError(500, { message: 'Internal server error' });
    expect(shouldRetryProject(0, error)).toBe(true);
    expect(shouldRetryProject(1, error)).toBe(true);
    expect(shouldRetryProject(2, error)).toBe(false);
  });

  it('does not retry a project that does not exist', () => {
    expect(shouldRetryProject(0, new ApiError(404, { message: 'Project not found' }))).toBe(false);
    expect(shouldRetryProject(0, new Error('Project not found'))).toBe(false);
  });
});
