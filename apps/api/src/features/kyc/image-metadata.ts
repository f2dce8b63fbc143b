import type { TKycMimeType } from '@coinvest/contract';
import type { AppError } from '../../lib/errors';
import { decodeImage, openImage } from '../../lib/image-decoding';

export type KycImageType = Exclude<TKycMimeType, 'application/pdf'>;

export const isKycImageType = (type: TKycMimeType): type is KycImageType =>
  type !== 'application/pdf';

/**
 * The image re-encoded in its own format without its metadata (EXIF with the GPS position
 * and camera, XMP, IPTC, comments, ICC profile): a phone photo of an ID card tells where it
 * was taken. The EXIF orientation is applied to the pixels first, so the image still shows
 * upright once the tag is gone. PNG stays lossless; JPEG and WebP at quality 90 keep an ID's
 * small print readable. Throws 413 beyond the pixel budget and `unreadable()` when the bytes
 * do not decode as an image.
 */
export function withoutImageMetadata(
  bytes: Buffer,
  type: KycImageType,
  unreadable: () => AppError,
): Promise<Buffer> {
  return decodeImage(bytes, unreadable, async () => {
    const image = openImage(bytes).rotate();
    switch (type) {
      case 'image/jpeg':
        return image.jpeg({ quality: 90 }).toBuffer();
      case 'image/png':
        return image.png().toBuffer();
      case 'image/webp':
        return image.webp({ quality: 90 }).toBuffer();
    }
  });
}
