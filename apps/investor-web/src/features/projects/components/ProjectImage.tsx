import type { TPicture } from '@coinvest/contract';
import { Center, Image, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureImage } from '../../gallery';

export interface ProjectImageProps {
  src: string | null;
  /** An uploaded picture (the cover), shown before src. */
  picture?: TPicture | null;
  alt: string;
  height: number | string;
}

/** A project's picture, or a calm placeholder when it has none or it fails to load. */
export function ProjectImage({ src, picture, alt, height }: ProjectImageProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (picture) {
    return (
      <PictureImage
        picture={picture}
        alt={alt}
        height={height}
        sizes="(min-width: 62em) 400px, (min-width: 48em) 50vw, 100vw"
      />
    );
  }
  if (!src || failedSrc === src) {
    return (
      <Center h={height} bg="teal.0" role="img" aria-label={alt}>
        <Stack align="center" gap={4}>
          <IconBuildingSkyscraper
            size={40}
            stroke={1.3}
            color="var(--mantine-color-teal-7)"
            aria-hidden
          />
          <Text size="xs" c="teal.9" aria-hidden>
            {t('projects.card.noImage')}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      h={height}
      fit="cover"
      bg="teal.0"
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
