// Without zod: the sites' pages build a picture's addresses without loading the schemas.

/**
 * The widths, in pixels, a picture is served at as WebP: those up to the picture's own width, or
 * its own width alone when it is narrower than the first (docs/adr/0064-pictures-one-pipeline.md).
 */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;

/** The widths a picture of this (upright) width is served at. */
export function pictureWidths(width: number): number[] {
  const widths = PICTURE_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/** Where one width of a picture is served, relative to the API's origin. */
export const picturePath = (id: number, width: number) => `/api/pictures/${id}/${width}`;
