import fp from 'fastify-plugin';
import { expireOverdueInvestments } from './expire-investments';

/** How often each API instance tries the expiry job; the advisory lock lets one run it. */
const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Expires unpaid investments past their 7-day deadline. The state lives in the database (the
 * deadline column), so a restart loses nothing: the next run picks up whatever is overdue.
 */
export const investmentExpiryPlugin = fp(
  (app, _options, done) => {
    let timer: NodeJS.Timeout | undefined;
    // The run under way, so closing waits for it instead of closing the database under it.
    let running: Promise<void> | undefined;
    const run = () => {
      if (running) return;
      running = expireOverdueInvestments(app)
        .then((expired) => {
          if (expired > 0) app.log.info({ expired }, 'Expired unpaid investments');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'Investment expiry failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', (ready) => {
      timer = setInterval(run, EXPIRY_INTERVAL_MS);
      timer.unref();
      ready();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
    done();
  },
  { name: 'investment-expiry', dependencies: ['database'] },
);
