import { z } from 'zod';
import { ZTimestampSchema } from '../common/money-string.schemas';
import { ZPictureSchema } from '../pictures/pictures.schemas';

/** At most this many photos go with one update, or with one inspector's sign-off. */
export const EVIDENCE_MAX_PHOTOS = 6;

/**
 * A photo taken further than this from the project's site is flagged 'far from the site'
 * (docs/product-rules.md, Evidence of progress): a phone's GPS is good to tens of metres, and a
 * large plot is a few hundred metres across, so a kilometre away is not a picture of the site.
 */
export const EVIDENCE_FAR_FROM_SITE_METERS = 1000;

export const VERIFICATION_STATUSES = ['not_claimed', 'reported', 'verified', 'disputed'] as const;
export const ZVerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type TVerificationStatus = z.infer<typeof ZVerificationStatusSchema>;

export const EVIDENCE_SOURCES = ['developer', 'inspector'] as const;

/** One photo of an update, with what its EXIF says and how that compares with the site. */
export const ZUpdateEvidenceSchema = z.object({
  picture: ZPictureSchema,
  /** The capture time from the EXIF; null when the photo carries none. */
  takenAt: ZTimestampSchema.nullable(),
  /** Metres from the photo's EXIF position to the site; null when either is unknown. */
  distanceMeters: z.number().int().nullable(),
  isOlderThanPreviousUpdate: z.boolean(),
  isFarFromSite: z.boolean(),
  /** The developer's evidence, or the inspector's own photo at sign-off. */
  source: z.enum(EVIDENCE_SOURCES),
});
export type TUpdateEvidence = z.infer<typeof ZUpdateEvidenceSchema>;

/** Whether an independent inspector signed the update off, when, who, and their note. */
export const ZUpdateVerificationSchema = z.object({
  status: ZVerificationStatusSchema,
  reviewedAt: ZTimestampSchema.nullable(),
  /** The inspector's display name (first and last name). */
  inspectorName: z.string().nullable(),
  note: z.string().nullable(),
});
export type TUpdateVerification = z.infer<typeof ZUpdateVerificationSchema>;

export const EVIDENCE_MESSAGES = {
  evidenceTooManyPhotos: `At most ${EVIDENCE_MAX_PHOTOS} photos can go with an update`,
  evidenceUnknownField: 'Photos must be sent in the photos field',
  evidenceNotMultipart: 'Send the update as multipart/form-data',
} as const;
