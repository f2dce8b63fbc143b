import type { TAdminDeveloper } from '@coinvest/contract';
import type { DeveloperRow } from '@coinvest/db';
import { toDeveloper } from './developer.mapper';

export function toAdminDeveloper(row: DeveloperRow): TAdminDeveloper {
  return {
    ...toDeveloper(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
