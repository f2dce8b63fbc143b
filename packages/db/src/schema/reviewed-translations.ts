import type { Insertable, Selectable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp } from './types';

/** An admin's translation of a project's description into one language (not English). */
export interface ReviewedTranslationsTable {
  projectId: number;
  language: string;
  /** sha256 (hex) of the description it was written for; it is current while they match. */
  sourceHash: string;
  description: string;
  /** The admin who saved it; null once that account is gone. */
  reviewedBy: number | null;
  updatedAt: GeneratedTimestamp;
}

export type ReviewedTranslationRow = Selectable<ReviewedTranslationsTable>;
export type NewReviewedTranslation = Insertable<ReviewedTranslationsTable>;

export const reviewedTranslationsColumns: TableColumns<ReviewedTranslationsTable> = {
  projectId: 'number',
  language: 'string',
  sourceHash: 'string',
  description: 'string',
  reviewedBy: 'number | null',
  updatedAt: 'Date',
};
