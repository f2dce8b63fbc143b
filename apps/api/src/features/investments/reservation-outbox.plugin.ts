import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { outboxDrain } from '../../lib/periodic-job';
import { notifyReservations } from './create-investment';
import { deleteReservationOutbox, lockReservationOutbox } from './reservations.repository';

/** How often each instance looks for reservations left behind (by an instance that died). */
const SWEEP_INTERVAL_MS = 2_000;
const BATCH = 50;

declare module 'fastify' {
  interface FastifyInstance {
    reservationOutbox: {
      /**
       * Writes the notifications and e-mails of every reservation committed so far; resolves
       * once they are committed. Joins a drain under way, which then reads the outbox again.
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
    await notifyReservations(trx, rows);
    await deleteReservationOutbox(
      trx,
      rows.map((row) => row.outboxId),
    );
    return rows.length;
  });
}

/**
 * Drains the reservation outbox after each reservation commits, at start-up (what a killed
 * process left) and every few seconds (what another instance left): at least once, and never
 * under the unit's lock (docs/decisions.md, "Reservations under contention").
 */
export const reservationOutboxPlugin = fp(
  (app, _options, done) => {
    const drain = outboxDrain(app, {
      name: 'Reservation outbox',
      sweepIntervalMs: SWEEP_INTERVAL_MS,
      batchSize: BATCH,
      drainBatch: () => drainBatch(app),
    });
    app.decorate('reservationOutbox', { drain });
    done();
  },
  { name: 'reservation-outbox', dependencies: ['database', 'email'] },
);
