import { picturePath, type TPicture } from '@coinvest/contract';
import { config } from '../../config';

const urlOf = (picture: TPicture, width: number) =>
  `${config.apiUrl}${picturePath(picture.id, width)}`;

/** Every served width, so the browser picks the smallest that fills the slot. */
export function pictureSrcSet(picture: TPicture): string {
  return picture.widths.map((width) => `${urlOf(picture, width)} ${width}w`).join(', ');
}

/** The fallback for browsers without srcset: the widest served width. */
export function pictureSrc(picture: TPicture): string {
  return urlOf(picture, Math.max(...picture.widths));
}
