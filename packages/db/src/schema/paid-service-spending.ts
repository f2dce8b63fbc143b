import type { Selectable } from 'kysely';
import type { TableColumns } from './columns';
import type { DateOnly, NullableTimestamp } from './types';

/** Paid services whose use counts against a daily budget. */
export type PaidService = 'translation' | 'chatbot_llm';

/** What one paid service was sent on one UTC day, shared by every API instance. */
export interface PaidServiceSpendingTable {
  service: PaidService;
  day: DateOnly;
  /** Characters sent (translation) or calls made (chatbot_llm). */
  used: number;
  /** The day's first refusal: set once, so the budget's warning is logged once. */
  exhaustedAt: NullableTimestamp;
}

export type PaidServiceSpendingRow = Selectable<PaidServiceSpendingTable>;

export const paidServiceSpendingColumns: TableColumns<PaidServiceSpendingTable> = {
  service: 'string',
  day: 'string',
  used: 'number',
  exhaustedAt: 'Date | null',
};
