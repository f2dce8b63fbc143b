import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PICTURE_MIME_TYPES,
  ERROR_CODES,
  pictureWidths,
  type TPicture,
} from '@coinvest/contract';
import type { DB, PictureContentType, PictureRow } from '@coinvest/db';
import type { Kysely } from 'kysely';
import { BadRequestError, NotFoundError, PayloadTooLargeError } from '../../lib/errors';
import { decodeImage, openImage } from '../../lib/image-decoding';
import { FILE_EXTENSIONS, sniffFileType } from '../../lib/uploads/file-type';
import type { ObjectStorage } from '../storage/object-storage';
import { readPhotoMetadata, type PhotoMetadata } from './photo-metadata';
import { findPictureStorage, insertPicture } from './pictures.repository';

export const PICTURE_ERROR_CODES = { typeInvalid: 'PICTURE_TYPE_INVALID' } as const;

/** WebP quality of served variants: small files, no visible loss at these widths. */
const VARIANT_QUALITY = 80;

export const pictureTypeInvalid = () =>
  new BadRequestError(PICTURE_MESSAGES.pictureTypeInvalid, {
    errorCode: PICTURE_ERROR_CODES.typeInvalid,
  });

export const pictureTooLarge = () =>
  new PayloadTooLargeError(PICTURE_MESSAGES.pictureTooLarge, {
    errorCode: ERROR_CODES.payloadTooLarge,
  });

const isPictureType = (type: string | undefined): type is PictureContentType =>
  (PICTURE_MIME_TYPES as readonly string[]).includes(type ?? '');

const variantKey = (storageKey: string, width: number) => `${storageKey}/${width}.webp`;

/** EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its height. */
const isQuarterTurned = (orientation: number | undefined) => (orientation ?? 1) >= 5;

/** A picture decoded and resized, not stored yet: what the decoding queue hands back. */
export interface PreparedPicture {
  bytes: Buffer;
  contentType: PictureContentType;
  /** Upright, after its EXIF orientation. */
  width: number;
  height: number;
  variants: { width: number; webp: Buffer }[];
  metadata: PhotoMetadata;
}

export interface StorePictureOptions {
  uploadedBy: number | null;
  /** Keep the bytes as received, privately (evidence: what the camera wrote stays provable). */
  keepOriginal: boolean;
}

/**
 * Makes a picture the one way galleries and evidence share
 * (docs/adr/0064-pictures-one-pipeline.md): the type read from its bytes (JPEG, PNG or WebP), at
 * most PICTURE_MAX_BYTES and within the pixel budget, turned upright, and resized to WebP at each
 * of pictureWidths, which sharp writes without any metadata (EXIF, GPS). Its capture time and
 * position are read from the EXIF. Throws 400 for anything that is not such an image, 413 when too
 * large. Stores nothing, so a caller can decode before it opens a transaction.
 */
export async function preparePicture(bytes: Buffer): Promise<PreparedPicture> {
  if (bytes.length > PICTURE_MAX_BYTES) throw pictureTooLarge();
  const contentType = sniffFileType(bytes);
  if (!isPictureType(contentType)) throw pictureTypeInvalid();

  const decoded = await decodeImage(bytes, pictureTypeInvalid, async (header) => {
    const turned = isQuarterTurned(header.orientation);
    const width = turned ? header.height : header.width;
    const height = turned ? header.width : header.height;
    const variants = [];
    for (const variantWidth of pictureWidths(width)) {
      const webp = await openImage(bytes)
        .rotate()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer();
      variants.push({ width: variantWidth, webp });
    }
    return { width, height, variants };
  });
  return { bytes, contentType, ...decoded, metadata: await readPhotoMetadata(bytes) };
}

/** Stores a prepared picture's files and its row; on failure nothing stays stored. */
export async function savePicture(
  db: Kysely<DB>,
  storage: ObjectStorage,
  picture: PreparedPicture,
  { uploadedBy, keepOriginal }: StorePictureOptions,
): Promise<PictureRow> {
  const { bytes, contentType, width, height, metadata } = picture;
  const storageKey = `pictures/${randomUUID()}`;
  const originalKey = keepOriginal
    ? `picture-originals/${randomUUID()}.${FILE_EXTENSIONS[contentType]}`
    : null;
  const stored: string[] = [];
  try {
    for (const variant of picture.variants) {
      const key = variantKey(storageKey, variant.width);
      await storage.put(key, Readable.from([variant.webp]), 'image/webp');
      stored.push(key);
    }
    if (originalKey) {
      await storage.put(originalKey, Readable.from([bytes]), contentType);
      stored.push(originalKey);
    }
    return await insertPicture(db, {
      storageKey,
      originalKey,
      contentType,
      byteSize: bytes.length,
      width,
      height,
      takenAt: metadata.takenAt,
      latitude: metadata.latitude?.toFixed(6) ?? null,
      longitude: metadata.longitude?.toFixed(6) ?? null,
      uploadedBy,
    });
  } catch (error) {
    await deletePictureFiles(storage, stored);
    throw error;
  }
}

/** preparePicture, then savePicture. */
export async function storePicture(
  db: Kysely<DB>,
  storage: ObjectStorage,
  bytes: Buffer,
  options: StorePictureOptions,
): Promise<PictureRow> {
  return savePicture(db, storage, await preparePicture(bytes), options);
}

/** Every stored file of a picture, for removal once its row is gone. */
export function pictureFileKeys(picture: Pick<PictureRow, 'storageKey' | 'originalKey' | 'width'>) {
  return [
    ...pictureWidths(picture.width).map((width) => variantKey(picture.storageKey, width)),
    ...(picture.originalKey ? [picture.originalKey] : []),
  ];
}

/** Removes files; a missing one is not an error, a failing one leaves an orphan, not a 500. */
export async function deletePictureFiles(storage: ObjectStorage, keys: readonly string[]) {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** A picture as clients show it, with its caption as the alt text. */
export function toPicture(
  picture: Pick<PictureRow, 'id' | 'width' | 'height'>,
  caption: string,
): TPicture {
  return {
    id: picture.id,
    width: picture.width,
    height: picture.height,
    widths: pictureWidths(picture.width),
    caption,
  };
}

/** One served width of a picture; 404 for an unknown picture or width. */
export async function openPictureVariant(
  db: Kysely<DB>,
  storage: ObjectStorage,
  id: number,
  width: number,
): Promise<Readable> {
  const picture = await findPictureStorage(db, id);
  const body =
    picture && pictureWidths(picture.width).includes(width)
      ? await storage.get(variantKey(picture.storageKey, width))
      : undefined;
  if (!body) throw new NotFoundError(PICTURE_MESSAGES.pictureNotFound);
  return body;
}
