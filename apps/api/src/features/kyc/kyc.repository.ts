import { KYC_REVIEWABLE_STATUSES } from '@coinvest/contract';
import type { KycVerificationChanges, NewKycVerification } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export function findKycByUserId(db: Executor, userId: number) {
  return db
    .selectFrom('kycVerifications')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function findKycById(db: Executor, id: number) {
  return db.selectFrom('kycVerifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockKycByUserId(trx: Executor, userId: number) {
  return trx
    .selectFrom('kycVerifications')
    .selectAll()
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export function lockKycById(trx: Executor, id: number) {
  return trx
    .selectFrom('kycVerifications')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertKyc(trx: Executor, values: NewKycVerification) {
  return trx.insertInto('kycVerifications').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateKyc(trx: Executor, id: number, changes: KycVerificationChanges) {
  return trx
    .updateTable('kycVerifications')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

const withUser = (executor: Executor) =>
  executor
    .selectFrom('kycVerifications')
    .innerJoin('users', 'users.id', 'kycVerifications.userId')
    .selectAll('kycVerifications')
    .select(['users.username', 'users.email']);

/** The admin's queue: pending and under review, oldest submission first. */
export function listReviewableKyc(db: Executor) {
  return withUser(db)
    .where('kycVerifications.status', 'in', KYC_REVIEWABLE_STATUSES)
    .orderBy('kycVerifications.submittedAt', 'asc')
    .orderBy('kycVerifications.id', 'asc')
    .execute();
}

export function findKycWithUser(db: Executor, id: number) {
  return withUser(db).where('kycVerifications.id', '=', id).executeTakeFirstOrThrow();
}
