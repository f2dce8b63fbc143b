import {
  ZContactPreferenceSchema,
  ZInterestTypeSchema,
  type TAdminProjectInterest,
  type TProjectInterest,
} from '@coinvest/contract';
import type { ProjectInterestRow } from '@coinvest/db';

export function toProjectInterest(row: ProjectInterestRow): TProjectInterest {
  return {
    id: row.id,
    userId: row.userId,
    projectId: row.projectId,
    unitId: row.unitId,
    unitType: row.unitType,
    interestAmount: row.interestAmount,
    currency: row.currency,
    contactPreference: ZContactPreferenceSchema.nullable().parse(row.contactPreference),
    contactInfo: row.contactInfo,
    message: row.message,
    interestType: ZInterestTypeSchema.parse(row.interestType),
    unitsRequested: row.unitsRequested,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminProjectInterest(
  row: ProjectInterestRow & {
    projectTitle: string;
    unitNumber: string | null;
    userName: string;
    userEmail: string;
  },
): TAdminProjectInterest {
  return {
    ...toProjectInterest(row),
    projectTitle: row.projectTitle,
    unitNumber: row.unitNumber,
    userName: row.userName,
    userEmail: row.userEmail,
  };
}
