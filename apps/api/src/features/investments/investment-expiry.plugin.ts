import fp from 'fastify-plugin';
import { z } from 'zod';
import { expireOverdueInvestments } from './expire-investments';

/**
 * Expires unpaid investments past their 7-day deadline, every minute, once among the instances.
 * The state lives in the database (the deadline column), so a missed tick loses nothing: the
 * next run picks up whatever is overdue, and a run repeated expires nothing twice.
 */
export const investmentExpiryPlugin = fp(
  (app, _options, done) => {
    app.jobs.define({
      name: 'expire-unpaid-investments',
      payload: z.object({}),
      maxAttempts: 3,
      schedule: '* * * * *',
      run: async () => {
        const expired = await expireOverdueInvestments(app);
        if (expired > 0) app.log.info({ expired }, 'Expired unpaid investments');
      },
    });
    done();
  },
  { name: 'investment-expiry', dependencies: ['database', 'job-queue'] },
);
