import { FAILED_JOB_MESSAGES } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import en from '../../../i18n/locales/en/failedJobs.json';
import { translateFailedJobMessage } from './failed-job-messages';

describe("the failed-job messages in the admin site's catalog", () => {
  it('has every answer of a retry, in English exactly as the contract words it', () => {
    for (const [key, message] of Object.entries(FAILED_JOB_MESSAGES)) {
      expect(en.messages, key).toHaveProperty(key, message);
      expect(translateFailedJobMessage(message, i18n.t)).toBe(message);
    }
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(FAILED_JOB_MESSAGES).sort());
  });
});
