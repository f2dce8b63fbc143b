import type { TKycMimeType } from '@coinvest/contract';

/** How many leading bytes sniffFileType needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type of a file read from its first bytes (its magic number), never from its name or
 * the type the browser declared. undefined for anything but JPEG, PNG, WebP and PDF.
 */
export function sniffFileType(head: Uint8Array): TKycMimeType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}

export const FILE_EXTENSIONS: Record<TKycMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const TYPES_BY_EXTENSION = new Map(
  Object.entries(FILE_EXTENSIONS).map(([type, ext]) => [ext, type as TKycMimeType]),
);

/** The type of a stored key, from the extension the API gave it after sniffing. */
export function mimeTypeOfKey(key: string): TKycMimeType {
  const type = TYPES_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1));
  if (!type) throw new Error(`Not a stored file key: ${key}`);
  return type;
}
