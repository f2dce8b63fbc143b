import {
  PROJECT_UPDATE_TYPES,
  ZProjectUpdateInputSchema,
  type TProjectUpdateType,
} from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectSchedule } from '../../progress';
import { usePostProjectUpdate } from '../api/post-project-update';
import { translatePostUpdateMessage } from '../lib/post-update-messages';
import { EvidencePhotoPicker } from './EvidencePhotoPicker';

interface PostUpdateValues {
  title: string;
  description: string;
  progressPercentage: number | string;
  updateType: TProjectUpdateType;
  imageUrl: string;
  /** The claimed milestone's id as the select holds it; '' for 'None'. */
  milestoneId: string;
}

const emptyForm: PostUpdateValues = {
  title: '',
  description: '',
  progressPercentage: '',
  updateType: 'progress',
  imageUrl: '',
  milestoneId: '',
};

/**
 * The admin's 'Post Update' button and form, with photos as evidence when chosen; everyone who
 * follows the project is told.
 */
export function PostProjectUpdate({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const postUpdate = usePostProjectUpdate(projectId);
  const schedule = useProjectSchedule(projectId);
  const [photos, setPhotos] = useState<File[]>([]);
  const form = useForm<PostUpdateValues>({
    mode: 'controlled',
    initialValues: emptyForm,
    validate: zodResolver(ZProjectUpdateInputSchema, t, translatePostUpdateMessage),
  });

  const submit = form.onSubmit((values) => {
    postUpdate.mutate(
      { values, photos },
      {
        onSuccess: () => {
          form.reset();
          setPhotos([]);
          close();
        },
      },
    );
  });

  return (
    <>
      <Button
        onClick={open}
        leftSection={<IconSpeakerphone size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('notifications.postUpdate.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('notifications.postUpdate.formTitle')}
        size="lg"
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <TextInput
              label={t('notifications.postUpdate.titleLabel')}
              withAsterisk
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('notifications.postUpdate.descriptionLabel')}
              withAsterisk
              rows={4}
              {...form.getInputProps('description')}
            />
            <NumberInput
              label={t('notifications.postUpdate.progressLabel')}
              withAsterisk
              min={0}
              max={100}
              allowDecimal={false}
              clampBehavior="none"
              suffix="%"
              {...form.getInputProps('progressPercentage')}
            />
            <Select
              label={t('notifications.postUpdate.typeLabel')}
              data={PROJECT_UPDATE_TYPES.map((type) => ({
                value: type,
                label: t(`notifications.updateTypes.${type}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps('updateType')}
            />
            <Select
              label={t('updateMilestone.label')}
              description={t('updateMilestone.hint')}
              data={[
                { value: '', label: t('updateMilestone.none') },
                ...(schedule.data?.milestones ?? []).map((milestone) => ({
                  value: String(milestone.id),
                  label: milestone.name,
                })),
              ]}
              allowDeselect={false}
              {...form.getInputProps('milestoneId')}
            />
            <TextInput
              label={t('notifications.postUpdate.imageUrlLabel')}
              type="url"
              {...form.getInputProps('imageUrl')}
            />
            <EvidencePhotoPicker photos={photos} onChange={setPhotos} />
            <Button type="submit" loading={postUpdate.isPending} style={{ alignSelf: 'flex-end' }}>
              {t('notifications.postUpdate.submit')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
