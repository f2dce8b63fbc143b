import sharp from 'sharp';
import type { TestApi } from './helpers';

/** Where the photos below were 'taken': 5°36'12" N, 0°11'6" W, in Accra. */
export const PHOTO_POSITION = { latitude: 5.603333, longitude: -0.185 };
export const PHOTO_TAKEN_AT = '2026-10-05T14:30:00.000Z';

/** A real JPEG made here, of this size, with a capture time (GMT) and GPS position in its EXIF. */
export function photoWithExif(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b85' } })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD2: { DateTimeOriginal: '2026:10:05 14:30:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '5/1 36/1 12/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 11/1 6/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A real PNG with no EXIF at all. */
export function photoWithoutExif(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#58b' } })
    .png()
    .toBuffer();
}

export interface Upload {
  status: number;
  body: Record<string, unknown> & { message?: string };
}

/** A multipart POST as the sites send it: text fields and files in 'photos'. */
export async function postMultipart(
  api: TestApi,
  token: string | null,
  path: string,
  fields: Record<string, string>,
  photos: Buffer[] = [],
  photoField = 'photos',
): Promise<Upload> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos.forEach((bytes, index) => {
    form.append(photoField, new Blob([bytes]), `photo-${index}.jpg`);
  });
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Upload['body'] };
}
