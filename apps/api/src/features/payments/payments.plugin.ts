import fp from 'fastify-plugin';
import { z } from 'zod';
import { paystackClient, type Paystack } from './paystack';
import { startPaystackStandIn, type PaystackStandIn } from './paystack-stand-in/stand-in';
import {
  PAYSTACK_WEBHOOK_PATH,
  paystackWebhookRoutes,
  type PaystackTransferEvents,
} from './paystack-webhook.routes';
import { verifyPendingPayments } from './verify-pending-payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider; undefined when payments are by bank transfer only. */
    paystack: Paystack | undefined;
    /** The loopback stand-in this app started in place of the provider (development, tests). */
    paystackStandIn: PaystackStandIn | undefined;
    /** Where the provider's transfer events go (set by the escrow feature). */
    paystackTransferEvents: PaystackTransferEvents;
  }
}

/**
 * Payments through the provider: its adapter (or, without a key outside production, the
 * bundled stand-in on loopback, which sends its webhooks to this app once it listens), the
 * webhook route, and the job that verifies payments still pending every minute, once among the
 * instances.
 */
export const paymentsPlugin = fp(
  async (app) => {
    const settings = app.config.payments.paystack;
    let standIn: PaystackStandIn | undefined;
    if (settings && settings.baseUrl === undefined) {
      standIn = await startPaystackStandIn({
        secretKey: settings.secretKey,
        log: (message) => app.log.warn(message),
      });
      app.addHook('onListen', function setWebhookUrl(done) {
        const address = app.server.address();
        if (standIn && typeof address === 'object' && address !== null) {
          standIn.webhookUrl = `http://127.0.0.1:${address.port}${PAYSTACK_WEBHOOK_PATH}`;
        }
        done();
      });
      app.addHook('onClose', async () => standIn?.close());
      app.log.info(`Paystack stand-in at ${standIn.baseUrl} (test checkout, no money moves)`);
    }
    app.decorate(
      'paystack',
      settings
        ? paystackClient({
            secretKey: settings.secretKey,
            baseUrl: settings.baseUrl ?? standIn?.baseUrl ?? '',
          })
        : undefined,
    );
    app.decorate('paystackStandIn', standIn);
    app.decorate('paystackTransferEvents', { settle: undefined } as PaystackTransferEvents);

    await app.register(paystackWebhookRoutes);

    app.jobs.define({
      name: 'verify-pending-payments',
      payload: z.object({}),
      maxAttempts: 3,
      schedule: '* * * * *',
      run: async () => {
        const verified = await verifyPendingPayments(app);
        if (verified > 0) app.log.info({ verified }, 'Verified pending payments');
      },
    });
  },
  { name: 'payments', dependencies: ['database', 'job-queue'] },
);
