import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';
import { expireOverdueInvestments } from './expire-investments';

/** How often each API instance tries the expiry job; the advisory lock lets one run it. */
const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Expires unpaid investments past their 7-day deadline. The state lives in the database (the
 * deadline column), so a restart loses nothing: the next run picks up whatever is overdue.
 */
export const investmentExpiryPlugin = fp(
  (app, _options, done) => {
    periodicJob(app, {
      name: 'Investment expiry',
      intervalMs: EXPIRY_INTERVAL_MS,
      run: async () => {
        const expired = await expireOverdueInvestments(app);
        if (expired > 0) app.log.info({ expired }, 'Expired unpaid investments');
      },
    });
    done();
  },
  { name: 'investment-expiry', dependencies: ['database'] },
);
