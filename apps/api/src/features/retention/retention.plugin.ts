import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';
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
 * Hourly is plenty for periods counted in days; each purge is idempotent, so instances running
 * it at the same time only repeat each other's work.
 */
const RETENTION_INTERVAL_MS = 60 * 60_000;

/** Removes personal data past its retention period (docs/product-rules.md, Retention). */
export const retentionPlugin = fp(
  (app, _options, done) => {
    const periods = retentionPeriods(app.config);
    periodicJob(app, {
      name: 'Retention purge',
      intervalMs: RETENTION_INTERVAL_MS,
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
  { name: 'retention', dependencies: ['database', 'storage'] },
);
