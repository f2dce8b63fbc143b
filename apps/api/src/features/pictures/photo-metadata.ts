import exifr from 'exifr';

export interface PhotoMetadata {
  takenAt: Date | null;
  latitude: number | null;
  longitude: number | null;
}

const NO_METADATA: PhotoMetadata = { takenAt: null, latitude: null, longitude: null };

/** EXIF's 'YYYY:MM:DD HH:MM:SS', and an offset such as '+01:00'. */
const EXIF_DATE_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const EXIF_OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * EXIF keeps the capture time as the camera's wall clock with no zone; OffsetTimeOriginal
 * says the zone when the camera wrote it. Without it the time is read as GMT, Accra's time
 * all year, rather than as the server's zone.
 */
function captureTime(dateTime: unknown, offset: unknown): Date | null {
  const parts = typeof dateTime === 'string' ? EXIF_DATE_TIME.exec(dateTime.trim()) : null;
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts;
  const zone = typeof offset === 'string' && EXIF_OFFSET.test(offset) ? offset : 'Z';
  const time = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${zone}`);
  return Number.isNaN(time.getTime()) ? null : time;
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * When and where a photo was taken, from its EXIF (DateTimeOriginal, the GPS position): each
 * null when absent or unreadable, never an error, since most pictures carry neither.
 */
export async function readPhotoMetadata(bytes: Buffer): Promise<PhotoMetadata> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(bytes, {
      tiff: true,
      exif: true,
      gps: true,
      reviveValues: false,
    })) as Record<string, unknown> | undefined;
  } catch {
    return NO_METADATA;
  }
  if (!tags) return NO_METADATA;
  const hasPosition = isCoordinate(tags.latitude, 90) && isCoordinate(tags.longitude, 180);
  return {
    takenAt: captureTime(tags.DateTimeOriginal, tags.OffsetTimeOriginal),
    latitude: hasPosition ? (tags.latitude as number) : null,
    longitude: hasPosition ? (tags.longitude as number) : null,
  };
}
