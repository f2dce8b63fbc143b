import {
  EVIDENCE_MAX_PHOTOS,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_MEGABYTES,
  PICTURE_MIME_TYPES,
} from '@coinvest/contract';
import { CloseButton, Group, Input, List, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './EvidencePhotoPicker.module.css';

interface EvidencePhotoPickerProps {
  photos: File[];
  onChange: (photos: File[]) => void;
}

const ACCEPTED_TYPES: readonly string[] = PICTURE_MIME_TYPES;

/**
 * The photos that go with an update as evidence: a drop zone around a real file input
 * (labelled, in the tab order), the chosen names listed, each removable. A file the server
 * would refuse (not JPEG, PNG or WebP, too large, one too many) is refused here first.
 */
export function EvidencePhotoPicker({ photos, onChange }: EvidencePhotoPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const wrongType = chosen.find((file) => !ACCEPTED_TYPES.includes(file.type));
    const tooLarge = chosen.find((file) => file.size > PICTURE_MAX_BYTES);
    const accepted = chosen.filter(
      (file) => ACCEPTED_TYPES.includes(file.type) && file.size <= PICTURE_MAX_BYTES,
    );
    const room = EVIDENCE_MAX_PHOTOS - photos.length;
    if (wrongType) {
      setProblem(t('evidenceUpload.wrongType', { name: wrongType.name }));
    } else if (tooLarge) {
      setProblem(
        t('evidenceUpload.tooLarge', { name: tooLarge.name, megabytes: PICTURE_MAX_MEGABYTES }),
      );
    } else if (accepted.length > room) {
      setProblem(t('evidenceUpload.tooMany', { max: EVIDENCE_MAX_PHOTOS }));
    } else {
      setProblem(null);
    }
    onChange([...photos, ...accepted.slice(0, Math.max(0, room))]);
  };

  return (
    <Input.Wrapper
      label={t('evidenceUpload.label')}
      description={t('evidenceUpload.hint', {
        max: EVIDENCE_MAX_PHOTOS,
        megabytes: PICTURE_MAX_MEGABYTES,
      })}
      error={problem ?? undefined}
      labelProps={{ htmlFor: id }}
    >
      <label
        htmlFor={id}
        className={classes.zone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add([...event.dataTransfer.files]);
        }}
        style={{ marginTop: 4 }}
      >
        <IconPhotoUp size={28} aria-hidden />
        <Text size="sm" fw={500}>
          {t('evidenceUpload.choose')}
        </Text>
        <input
          id={id}
          className={classes.input}
          type="file"
          multiple
          accept={PICTURE_MIME_TYPES.join(',')}
          aria-describedby={photos.length > 0 ? listId : undefined}
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            add(chosen);
          }}
        />
      </label>
      {photos.length > 0 ? (
        <List id={listId} aria-label={t('evidenceUpload.chosen')} listStyleType="none" mt="xs">
          {photos.map((photo, index) => (
            <List.Item key={`${photo.name}-${index}`}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{photo.name}</Text>
                <CloseButton
                  size="sm"
                  aria-label={t('evidenceUpload.remove', { name: photo.name })}
                  onClick={() => {
                    setProblem(null);
                    onChange(photos.filter((_, other) => other !== index));
                  }}
                />
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Input.Wrapper>
  );
}
