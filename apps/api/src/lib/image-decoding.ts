import {
  IMAGE_ERROR_CODES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PIXELS,
  IMAGE_MESSAGES,
} from '@coinvest/contract';
import sharp, { type Sharp } from 'sharp';
import { AppError, PayloadTooLargeError } from './errors';
import { createTaskQueue } from './task-queue';

/**
 * Whether an image of this size is within the pixel budget every upload shares: at most
 * IMAGE_MAX_PIXELS in all and IMAGE_MAX_SIDE_PIXELS on either side.
 */
export function isWithinPixelBudget(width: number, height: number): boolean {
  return (
    width <= IMAGE_MAX_SIDE_PIXELS &&
    height <= IMAGE_MAX_SIDE_PIXELS &&
    width * height <= IMAGE_MAX_PIXELS
  );
}

export const imageTooManyPixels = () =>
  new PayloadTooLargeError(IMAGE_MESSAGES.imageTooManyPixels, {
    errorCode: IMAGE_ERROR_CODES.tooManyPixels,
  });

/**
 * sharp over received bytes. libvips refuses to decode more than the budget's pixels, whatever
 * a caller asks of it; a slightly damaged image that still decodes is kept.
 */
export const openImage = (bytes: Buffer): Sharp =>
  sharp(bytes, { failOn: 'none', limitInputPixels: IMAGE_MAX_PIXELS });

/** libvips's refusal of an image beyond limitInputPixels. */
const isBeyondPixelLimit = (error: unknown) =>
  error instanceof Error && /exceeds pixel limit/i.test(error.message);

// Decoding takes memory by the pixel (a 40-megapixel photo holds a few hundred MB while it is
// turned and resized), so one image is decoded at a time in the whole process: uploads wait their
// turn rather than adding up (docs/adr/0063-image-decoding-pixel-budget.md).
const inImageQueue = createTaskQueue(1);

export interface ImageHeader {
  width: number;
  height: number;
  /** The EXIF orientation, 1 to 8, when the image has one. */
  orientation: number | undefined;
}

/**
 * Decodes an image the one way every upload does. Its header is read first, without decoding
 * its pixels, and an image beyond the pixel budget is refused with 413 before any decoding;
 * then `work` runs in the process's image queue. Any other failure to read or decode the
 * image throws `unreadable()`; errors of the API's own (AppError) pass as they are.
 */
export async function decodeImage<T>(
  bytes: Buffer,
  unreadable: () => AppError,
  work: (header: ImageHeader) => Promise<T>,
): Promise<T> {
  const asUploadError = (error: unknown) => {
    if (error instanceof AppError) return error;
    return isBeyondPixelLimit(error) ? imageTooManyPixels() : unreadable();
  };
  const header = await openImage(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw asUploadError(error);
    });
  const { width, height, orientation } = header;
  if (!width || !height) throw unreadable();
  if (!isWithinPixelBudget(width, height)) throw imageTooManyPixels();
  return inImageQueue(() => work({ width, height, orientation })).catch((error: unknown) => {
    throw asUploadError(error);
  });
}
