import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { defineOutboxDrain } from '../../lib/jobs/outbox-drain';
import { notifyReservations } from './create-investment';
import {
  deleteReservationOutbox,
  DRAIN_RESERVATION_OUTBOX,
  lockReservationOutbox,
} from './reservations.repository';

const BATCH = 50;

declare module 'fastify' {
  interface FastifyInstance {
    reservationOutbox: {
      /**
       * Asks for a drain of the outbox and resolves once the notifications and e-mails of every
       * reservation committed so far are committed.
       */
      drain(): Promise<void>;
    };
  }
}

/**
 * One batch in one transaction: the notifications and e-mails (with their delivery jobs) land
 * with the rows' deletion.
 */
async function drainBatch(app: FastifyInstance): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    const rows = await lockReservationOutbox(trx, BATCH);
    if (rows.length === 0) return 0;
    await notifyReservations(trx, rows, app.config.mail.supportEmail);
    await deleteReservationOutbox(
      trx,
      rows.map((row) => row.outboxId),
    );
    return rows.length;
  });
}

/**
 * Drains the reservation outbox in a job of the queue, which each reservation adds in its own
 * statement, so a worker writes its notification at once and never under the unit's lock
 * (docs/adr/0044-reservation-notifications-through-an-outbox.md); a sweep every minute takes what a
 * killed or failed run left.
 */
export const reservationOutboxPlugin = fp(
  (app, _options, done) => {
    const drain = defineOutboxDrain(app, {
      name: DRAIN_RESERVATION_OUTBOX,
      batchSize: BATCH,
      drainBatch: () => drainBatch(app),
    });
    app.decorate('reservationOutbox', { drain });
    done();
  },
  { name: 'reservation-outbox', dependencies: ['database', 'job-queue', 'email'] },
);
