import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';

/** The largest picture accepted, in bytes (galleries and evidence alike). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_MAX_MEGABYTES = PICTURE_MAX_BYTES / (1024 * 1024);
/** What the server accepts, read from the picture's bytes (never its name or declared type). */
export const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * The widths, in pixels, a picture is served at as WebP: those up to the picture's own width,
 * or its own width alone when it is narrower than the first (docs/decisions.md, Pictures).
 */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;
export const PICTURE_CAPTION_MAX_LENGTH = 300;

/** The widths a picture of this (upright) width is served at. */
export function pictureWidths(width: number): number[] {
  const widths = PICTURE_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/** Where one width of a picture is served, relative to the API's origin. */
export const picturePath = (id: number, width: number) => `/api/pictures/${id}/${width}`;

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
