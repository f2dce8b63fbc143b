import {
  EVIDENCE_FAR_FROM_SITE_METERS,
  type TUpdateEvidence,
  type TUpdateVerification,
} from '@coinvest/contract';
import type { DB, ProjectUpdateRow, UpdateEvidenceSource } from '@coinvest/db';
import type { Kysely } from 'kysely';
import type { Executor } from '../../lib/executor';
import {
  pictureFileKeys,
  preparePicture,
  savePicture,
  toPicture,
  type PreparedPicture,
} from '../pictures/picture-store';
import type { ObjectStorage } from '../storage/object-storage';
import {
  insertUpdateEvidence,
  listEvidenceOfUpdates,
  listReviewers,
} from './update-evidence.repository';

export interface Position {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two positions, in whole metres. */
export function distanceInMeters(from: Position, to: Position): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a))));
}

/** A numeric(9,6) pair as a position; null when either is missing. */
export function positionOf(latitude: string | null, longitude: string | null): Position | null {
  return latitude === null || longitude === null
    ? null
    : { latitude: Number(latitude), longitude: Number(longitude) };
}

export interface EvidenceBatch {
  updateId: number;
  source: UpdateEvidenceSource;
  uploadedBy: number;
  /** The project's site; no distance (and no 'far' flag) without it. */
  site: Position | null;
  /** A photo taken before this is flagged 'older than the previous update'. */
  notBefore: Date | null;
  photos: readonly PreparedPicture[];
}

/**
 * Decodes and resizes evidence photos one after another, before any transaction opens: no row
 * stays locked while an image is decoded. 400 or 413 for the first photo that is refused.
 */
export async function prepareEvidencePhotos(photos: readonly Buffer[]): Promise<PreparedPicture[]> {
  const prepared: PreparedPicture[] = [];
  for (const bytes of photos) prepared.push(await preparePicture(bytes));
  return prepared;
}

/**
 * Stores each prepared photo (its original kept privately, as evidence) and records it against
 * the update with its distance and flags, computed now and kept: a photo is flagged, never
 * refused, for where or when it was taken. Runs in the caller's transaction; returns the
 * stored files' keys so the caller can remove them if it rolls back.
 */
export async function attachEvidence(
  trx: Kysely<DB>,
  storage: ObjectStorage,
  batch: EvidenceBatch,
  storedKeys: string[],
): Promise<void> {
  for (const photo of batch.photos) {
    const picture = await savePicture(trx, storage, photo, {
      uploadedBy: batch.uploadedBy,
      keepOriginal: true,
    });
    storedKeys.push(...pictureFileKeys(picture));
    const taken = positionOf(picture.latitude, picture.longitude);
    const distanceMeters = taken && batch.site ? distanceInMeters(taken, batch.site) : null;
    await insertUpdateEvidence(trx, {
      updateId: batch.updateId,
      pictureId: picture.id,
      source: batch.source,
      distanceMeters,
      isOlderThanPreviousUpdate:
        picture.takenAt !== null && batch.notBefore !== null && picture.takenAt < batch.notBefore,
      isFarFromSite: distanceMeters !== null && distanceMeters > EVIDENCE_FAR_FROM_SITE_METERS,
    });
  }
}

/** The evidence of each update: the developer's photos first, then the inspector's. */
async function evidenceOfUpdates(
  db: Executor,
  updateIds: readonly number[],
): Promise<Map<number, TUpdateEvidence[]>> {
  const byUpdate = new Map<number, TUpdateEvidence[]>();
  if (updateIds.length === 0) return byUpdate;
  for (const row of await listEvidenceOfUpdates(db, updateIds)) {
    const list = byUpdate.get(row.updateId) ?? [];
    list.push({
      picture: toPicture(row, ''),
      takenAt: row.takenAt?.toISOString() ?? null,
      distanceMeters: row.distanceMeters,
      isOlderThanPreviousUpdate: row.isOlderThanPreviousUpdate,
      isFarFromSite: row.isFarFromSite,
      source: row.source,
    });
    byUpdate.set(row.updateId, list);
  }
  return byUpdate;
}

/** The display names of the inspectors who reviewed these updates. */
async function reviewerNames(
  db: Executor,
  rows: readonly ProjectUpdateRow[],
): Promise<Map<number, string>> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.reviewedBy === null ? [] : [row.reviewedBy]))),
  ];
  if (ids.length === 0) return new Map();
  const users = await listReviewers(db, ids);
  return new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
}

export interface UpdateProof {
  evidence: TUpdateEvidence[];
  verification: TUpdateVerification;
}

/** What each update shows beside its text: its photos and who signed it off, when. */
export async function proofOfUpdates(
  db: Executor,
  rows: readonly ProjectUpdateRow[],
): Promise<Map<number, UpdateProof>> {
  const evidence = await evidenceOfUpdates(
    db,
    rows.map((row) => row.id),
  );
  const names = await reviewerNames(db, rows);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        evidence: evidence.get(row.id) ?? [],
        verification: {
          status: row.verificationStatus,
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
          inspectorName: row.reviewedBy === null ? null : (names.get(row.reviewedBy) ?? null),
          note: row.reviewNote,
        },
      },
    ]),
  );
}
