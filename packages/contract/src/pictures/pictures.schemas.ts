import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';

/** The largest picture accepted, in bytes (galleries and evidence alike). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_MAX_MEGABYTES = PICTURE_MAX_BYTES / (1024 * 1024);
/** What the server accepts, read from the picture's bytes (never its name or declared type). */
export const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_CAPTION_MAX_LENGTH = 300;

/**
 * The pixel budget of every uploaded image (pictures, evidence, KYC): decoding costs memory by
 * pixels, not by bytes, and a small file can declare a huge image.
 */
export const IMAGE_MAX_MEGAPIXELS = 40;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
export const IMAGE_MAX_SIDE_PIXELS = 8_000;

export const IMAGE_ERROR_CODES = { tooManyPixels: 'IMAGE_TOO_MANY_PIXELS' } as const;

export const IMAGE_MESSAGES = {
  imageTooManyPixels: `The image is too large in pixels: at most ${IMAGE_MAX_MEGAPIXELS} megapixels and ${IMAGE_MAX_SIDE_PIXELS.toLocaleString('en')} pixels on a side`,
} as const;

export const PICTURE_MESSAGES = {
  pictureTypeInvalid: 'Pictures must be JPEG, PNG or WebP images',
  pictureTooLarge: `A picture must be at most ${PICTURE_MAX_MEGABYTES} MB`,
  pictureNotFound: 'Picture not found',
} as const;

/**
 * A picture as clients show it: its upright size (for width and height attributes), the widths
 * it is served at (for srcset, through picturePath) and its caption (its alt text).
 */
export const ZPictureSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  caption: z.string(),
});
export type TPicture = z.infer<typeof ZPictureSchema>;

export const ZPictureVariantParamsSchema = z.object({
  id: idParamSchema(),
  width: z.string().regex(/^\d+$/).transform(Number),
});

export const PROJECT_PICTURE_MESSAGES = {
  projectPictureNotFound: 'Picture not found in this project',
  projectPictureFileRequired: 'Choose a picture to upload',
  projectPictureNotMultipart: 'Send the picture as multipart/form-data',
  projectPictureCaptionTooLong: `A caption must be at most ${PICTURE_CAPTION_MAX_LENGTH} characters`,
  projectPictureUnitInvalid: 'The unit is not one of this project',
  projectPictureUnitCover: "A unit's picture cannot be the project's cover",
  projectPictureChangeRequired: 'Change the caption, the position or the cover',
  projectPictureDeleted: 'Picture deleted',
} as const;

const M = PROJECT_PICTURE_MESSAGES;

/** /api/secure-admin/projects/{projectId}/pictures/{pictureId}; pictureId is the gallery entry. */
export const ZProjectPicturesParamsSchema = z.object({ projectId: idParamSchema() });
export const ZProjectPictureParamsSchema = ZProjectPicturesParamsSchema.extend({
  pictureId: idParamSchema(),
});

export const ZPictureCaptionSchema = z
  .string()
  .trim()
  .max(PICTURE_CAPTION_MAX_LENGTH, M.projectPictureCaptionTooLong);

/**
 * A picture of a project's gallery (unitId null) or of one of its units, as the admin manages
 * it: its place in its list (0 first), whether it is the project's cover, and the picture.
 */
export const ZAdminProjectPictureSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  unitId: z.number().int().nullable(),
  position: z.number().int(),
  isCover: z.boolean(),
  picture: ZPictureSchema,
});
export type TAdminProjectPicture = z.infer<typeof ZAdminProjectPictureSchema>;

/** The text fields of the upload; the file is the part named 'picture'. */
export const ZProjectPictureUploadFieldsSchema = z.object({
  caption: ZPictureCaptionSchema.default(''),
  /** Empty or absent: the project's gallery. */
  unitId: z
    .string()
    .trim()
    .regex(/^\d*$/, M.projectPictureUnitInvalid)
    .transform((value) => (value === '' ? null : Number(value)))
    .optional()
    .transform((value) => value ?? null),
});
export type TProjectPictureUploadForm = {
  picture: Blob;
  caption?: string;
  unitId?: string;
};

/** A move puts the picture at that place in its list (past the end: last); isCover only true. */
export const ZProjectPictureChangesSchema = z
  .object({
    caption: ZPictureCaptionSchema.optional(),
    position: z.number().int().min(0).optional(),
    isCover: z.literal(true).optional(),
  })
  .refine(
    (changes) => changes.caption !== undefined || changes.position !== undefined || changes.isCover,
    M.projectPictureChangeRequired,
  );
export type TProjectPictureChanges = z.input<typeof ZProjectPictureChangesSchema>;
