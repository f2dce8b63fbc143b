import type { TPicture } from '@coinvest/contract';
import { Image } from '@mantine/core';
import { pictureSrc, pictureSrcSet } from './picture-sources';

export interface PictureImageProps {
  picture: TPicture;
  /** Used when the picture has no caption. */
  alt: string;
  height: number | string;
  /** The slot's width, for the browser's choice among the widths. */
  sizes: string;
  loading?: 'lazy' | 'eager';
}

/**
 * One uploaded picture: its widths as srcset, its own width and height as attributes (the
 * browser keeps its place before it loads), its caption as the alt text, lazily loaded.
 */
export function PictureImage({ picture, alt, height, sizes, loading = 'lazy' }: PictureImageProps) {
  return (
    <Image
      src={pictureSrc(picture)}
      srcSet={pictureSrcSet(picture)}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.caption || alt}
      h={height}
      w="100%"
      fit="cover"
      bg="teal.0"
      loading={loading}
    />
  );
}
