import fp from 'fastify-plugin';
import { settleTransfer } from './escrow-transfers.service';

/**
 * Escrow releases: the provider's transfer events (received and verified by the payments
 * feature's webhook) end the release whose transfer they name.
 */
export const escrowPlugin = fp(
  (app, _options, done) => {
    app.paystackTransferEvents.settle = (notice) => settleTransfer(app, notice);
    done();
  },
  { name: 'escrow', dependencies: ['payments'] },
);
