import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  purgeContactMessages,
  purgeEmailedCodes,
  purgeKycRecords,
  purgePasswordResetRequests,
  purgeSessionDetails,
  purgeSignInDevices,
  purgeTranslationCache,
  purgeUnlockTokens,
} from './purges';
import { retentionPeriods } from './retention-periods';

/**
 * Removes personal data past its retention period (docs/product-rules.md, Retention), hourly,
 * which is plenty for periods counted in days, once among the instances. Each purge is
 * idempotent, so a run repeated (a retry, a manual run beside it) only repeats work.
 */
export const retentionPlugin = fp(
  (app, _options, done) => {
    const periods = retentionPeriods(app.config);
    app.jobs.define({
      name: 'purge-expired-personal-data',
      payload: z.object({}),
      maxAttempts: 5,
      schedule: '0 * * * *',
      run: async () => {
        const now = new Date();
        const purged = {
          sessionDetails: await purgeSessionDetails(app.db, now),
          contactMessages: await purgeContactMessages(app.db, now),
          emailedCodes: await purgeEmailedCodes(app.db, now),
          signInDevices: await purgeSignInDevices(app.db, now),
          passwordResetRequests: await purgePasswordResetRequests(app.db, now),
          unlockTokens: await purgeUnlockTokens(app.db, now),
          cachedTranslations: await purgeTranslationCache(
            app.db,
            now,
            periods.translationCacheDays,
          ),
          kycRecords: await purgeKycRecords(app.db, now, app),
        };
        if (Object.values(purged).some((count) => count > 0)) {
          app.log.info(purged, 'Purged personal data past its retention period');
        }
      },
    });
    done();
  },
  { name: 'retention', dependencies: ['database', 'job-queue', 'storage'] },
);
