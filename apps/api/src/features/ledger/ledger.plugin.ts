import fp from 'fastify-plugin';
import { z } from 'zod';
import { reconcileLedger } from './reconcile-ledger';

export const RECONCILE_LEDGER = 'reconcile-ledger';

/**
 * The ledger's daily reconciliation, at 03:15 UTC once among the instances. A run only reads
 * and records its result, so a repeated run (a retry, a manual one) is harmless.
 */
export const ledgerPlugin = fp(
  (app, _options, done) => {
    app.jobs.define({
      name: RECONCILE_LEDGER,
      payload: z.object({}),
      maxAttempts: 3,
      schedule: '15 3 * * *',
      run: async () => {
        const check = await reconcileLedger(app.db);
        const result = {
          accounts: check.accountsChecked,
          entries: check.entriesChecked,
          differences: check.differences,
        };
        if (check.differences > 0) {
          app.log.error({ ...result, details: check.details }, 'The ledger does not reconcile');
        } else {
          app.log.info(result, 'The ledger reconciles');
        }
      },
    });
    done();
  },
  { name: 'ledger', dependencies: ['database', 'job-queue'] },
);
