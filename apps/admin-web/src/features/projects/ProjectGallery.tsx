import { picturePath, type TAdminProjectPicture } from '@coinvest/contract';
import {
  Badge,
  Button,
  FileInput,
  Group,
  Image,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { LoadFailed } from '../../components/LoadFailed';
import {
  useChangePicture,
  useDeletePicture,
  useGalleryUnits,
  useProjectPictures,
  useUploadPicture,
} from './api/gallery';

const GALLERY = 'gallery';

/**
 * The 'Gallery' section of a project's edit view: upload a picture with its caption to the
 * project's gallery or to one of its units, then reorder, caption, choose the cover or delete.
 */
export function ProjectGallery({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const pictures = useProjectPictures(projectId);
  const units = useGalleryUnits(projectId);
  const unitNumbers = new Map((units.data ?? []).map((unit) => [unit.id, unit.unitNumber]));

  const lists = new Map<number | null, TAdminProjectPicture[]>();
  for (const entry of pictures.data ?? []) {
    lists.set(entry.unitId, [...(lists.get(entry.unitId) ?? []), entry]);
  }

  return (
    <Stack gap="md">
      <Title order={3}>{t('gallery.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('gallery.hint')}
      </Text>
      <UploadForm
        projectId={projectId}
        unitChoices={(units.data ?? []).map((unit) => ({
          value: String(unit.id),
          label: t('gallery.unit', { unitNumber: unit.unitNumber }),
        }))}
      />
      {pictures.isPending ? (
        <Loader aria-label={t('gallery.loading')} />
      ) : pictures.isError ? (
        <LoadFailed title={t('gallery.loadFailed')} onRetry={() => pictures.refetch()} />
      ) : pictures.data.length === 0 ? (
        <Text c="dimmed">{t('gallery.empty')}</Text>
      ) : (
        [...lists.entries()].map(([unitId, list]) => (
          <Stack key={unitId ?? GALLERY} gap="xs">
            <Text fw={600}>
              {unitId === null
                ? t('gallery.projectGallery')
                : t('gallery.unit', { unitNumber: unitNumbers.get(unitId) ?? unitId })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {list.map((entry, index) => (
                <PictureTile
                  key={entry.id}
                  projectId={projectId}
                  entry={entry}
                  isFirst={index === 0}
                  isLast={index === list.length - 1}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}

function UploadForm({
  projectId,
  unitChoices,
}: {
  projectId: number;
  unitChoices: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [whose, setWhose] = useState(GALLERY);
  const upload = useUploadPicture(projectId, () => {
    setFile(null);
    setCaption('');
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        upload.mutate({ picture: file, caption, unitId: whose === GALLERY ? null : Number(whose) });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FileInput
          label={t('gallery.picture')}
          accept="image/jpeg,image/png,image/webp"
          value={file}
          onChange={setFile}
          required
        />
        <TextInput
          label={t('gallery.caption')}
          description={t('gallery.captionHint')}
          value={caption}
          onChange={(event) => setCaption(event.currentTarget.value)}
          maxLength={300}
        />
        <Select
          label={t('gallery.whose')}
          data={[{ value: GALLERY, label: t('gallery.projectGallery') }, ...unitChoices]}
          value={whose}
          onChange={(value) => setWhose(value ?? GALLERY)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" disabled={!file} loading={upload.isPending}>
          {t('gallery.upload')}
        </Button>
      </Group>
    </form>
  );
}

function PictureTile({
  projectId,
  entry,
  isFirst,
  isLast,
}: {
  projectId: number;
  entry: TAdminProjectPicture;
  isFirst: boolean;
  isLast: boolean;
}) {
  const { t } = useTranslation();
  const [caption, setCaption] = useState(entry.picture.caption);
  const change = useChangePicture(projectId);
  const remove = useDeletePicture(projectId);
  const busy = change.isPending || remove.isPending;
  const smallest = Math.min(...entry.picture.widths);
  return (
    <Stack gap={6}>
      <Image
        src={`${config.apiUrl}${picturePath(entry.picture.id, smallest)}`}
        alt={entry.picture.caption}
        h={140}
        fit="cover"
        radius="sm"
      />
      {entry.isCover && (
        <Badge color="teal" w="fit-content">
          {t('gallery.cover')}
        </Badge>
      )}
      <TextInput
        aria-label={t('gallery.caption')}
        value={caption}
        onChange={(event) => setCaption(event.currentTarget.value)}
        maxLength={300}
      />
      <Group gap={6}>
        <Button
          size="compact-sm"
          variant="default"
          disabled={busy || caption === entry.picture.caption}
          onClick={() => change.mutate({ id: entry.id, changes: { caption } })}
        >
          {t('gallery.saveCaption')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={busy || isFirst}
          onClick={() => change.mutate({ id: entry.id, changes: { position: entry.position - 1 } })}
        >
          {t('gallery.moveUp')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={busy || isLast}
          onClick={() => change.mutate({ id: entry.id, changes: { position: entry.position + 1 } })}
        >
          {t('gallery.moveDown')}
        </Button>
        {entry.unitId === null && !entry.isCover && (
          <Button
            size="compact-sm"
            variant="light"
            disabled={busy}
            onClick={() => change.mutate({ id: entry.id, changes: { isCover: true } })}
          >
            {t('gallery.setCover')}
          </Button>
        )}
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          disabled={busy}
          onClick={() => remove.mutate(entry.id)}
        >
          {t('gallery.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
