import type { TPicture } from '@coinvest/contract';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureImage } from './PictureImage';

export interface ProjectGalleryProps {
  title: string;
  gallery: TPicture[];
  height: number | string;
  /** Shown when the project has no pictures. */
  children: ReactNode;
}

/**
 * The project's pictures in the admin's order: arrows, swipe and the keyboard's arrow keys
 * move between them; each picture's caption is its alt text. The first loads at once (it is
 * the page's main picture), the rest lazily.
 */
export function ProjectGallery({ title, gallery, height, children }: ProjectGalleryProps) {
  const { t } = useTranslation();
  if (gallery.length === 0) return children;
  return (
    <Carousel
      aria-label={t('gallery.label', { title })}
      height={height}
      withIndicators={gallery.length > 1}
      withControls={gallery.length > 1}
      withKeyboardEvents
      emblaOptions={{ loop: gallery.length > 1 }}
      previousControlProps={{ 'aria-label': t('gallery.previous') }}
      nextControlProps={{ 'aria-label': t('gallery.next') }}
    >
      {gallery.map((picture, index) => (
        <Carousel.Slide key={picture.id}>
          <PictureImage
            picture={picture}
            alt={title}
            height={height}
            sizes="(min-width: 75em) 800px, 100vw"
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
