import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';
import { ZDateOnlySchema } from '../common/money-string.schemas';
import { DEVELOPER_LICENCE_KINDS } from '../developers/scorecard.schemas';

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const DEVELOPER_LICENCE_MESSAGES = {
  licenceDeveloperIdInvalid: 'Developer id must be a number',
  licenceKindInvalid: 'Licence kind must be greda_membership or reac_licence',
  licenceNumberRequired: 'Licence number is required',
  licenceNumberTooLong: 'Licence number must be at most 100 characters',
  licenceExpiryInvalid: 'Enter the expiry date as YYYY-MM-DD',
  licenceNotFound: 'This developer has no such licence',
  licenceSaved: 'Licence saved',
  licenceRemoved: 'Licence removed',
} as const;

const M = DEVELOPER_LICENCE_MESSAGES;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const ZDeveloperLicenceParamsSchema = z.object({
  id: idParamSchema(M.licenceDeveloperIdInvalid),
  kind: z.enum(DEVELOPER_LICENCE_KINDS, { errorMap: () => ({ message: M.licenceKindInvalid }) }),
});

export const ZDeveloperLicenceListParamsSchema = z.object({
  id: idParamSchema(M.licenceDeveloperIdInvalid),
});

/** PUT /api/secure-admin/developers/{id}/licences/{kind}: sets or changes that licence. */
export const ZDeveloperLicenceInputSchema = z.object({
  number: z
    .string({
      required_error: M.licenceNumberRequired,
      invalid_type_error: M.licenceNumberRequired,
    })
    .trim()
    .min(1, M.licenceNumberRequired)
    .max(100, M.licenceNumberTooLong),
  expiresOn: z
    .string({ required_error: M.licenceExpiryInvalid, invalid_type_error: M.licenceExpiryInvalid })
    .trim()
    .pipe(ZDateOnlySchema.refine(isRealDate, M.licenceExpiryInvalid)),
});
export type TDeveloperLicenceInput = z.input<typeof ZDeveloperLicenceInputSchema>;
