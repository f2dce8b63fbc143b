import {
  PROJECT_UPDATE_TYPES,
  ZPlatformUpdateInputSchema,
  type TProjectUpdate,
  type TProjectUpdateType,
} from '@coinvest/contract';
import { formatDate, zodResolver } from '@coinvest/ui';
import {
  Badge,
  Button,
  Fieldset,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { usePostPlatformUpdate, useProjectUpdates } from './api/project-updates';
import { translateUpdateMessage } from './lib/update-messages';
import { LoadFailed } from '../../components/LoadFailed';

interface PlatformUpdateValues {
  title: string;
  description: string;
  updateType: TProjectUpdateType;
  imageUrl: string;
}

const emptyUpdate: PlatformUpdateValues = {
  title: '',
  description: '',
  updateType: 'progress',
  imageUrl: '',
};

/**
 * The 'Updates' section of a project's edit view: the platform's own update, posted in its name
 * (never as the developer's report), and every update posted so far, each saying whose it is.
 */
export function ProjectUpdates({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const updates = useProjectUpdates(projectId);
  const post = usePostPlatformUpdate(projectId);
  const form = useForm<PlatformUpdateValues>({
    mode: 'controlled',
    initialValues: emptyUpdate,
    validate: zodResolver(ZPlatformUpdateInputSchema, t, translateUpdateMessage),
  });

  const submit = form.onSubmit((values) => post.mutate(values, { onSuccess: () => form.reset() }));

  return (
    <Fieldset legend={t('updates.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('updates.intro')}
        </Text>
        <form noValidate onSubmit={submit} aria-label={t('updates.form.label')}>
          <Stack gap="sm">
            <TextInput
              label={t('updates.form.title')}
              withAsterisk
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('updates.form.description')}
              withAsterisk
              rows={4}
              {...form.getInputProps('description')}
            />
            <Select
              label={t('updates.form.type')}
              data={PROJECT_UPDATE_TYPES.map((type) => ({
                value: type,
                label: t(`updates.types.${type}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps('updateType')}
            />
            <TextInput
              label={t('updates.form.imageUrl')}
              description={t('updates.form.imageUrlHint')}
              type="url"
              {...form.getInputProps('imageUrl')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={post.isPending}>
                {t('updates.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Title order={3} size="h6" id={`project-${projectId}-updates`}>
          {t('updates.list')}
        </Title>
        {updates.isPending ? (
          <Loader aria-label={t('updates.loading')} />
        ) : updates.isError ? (
          <LoadFailed title={t('updates.loadFailed')} onRetry={() => updates.refetch()} />
        ) : updates.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('updates.empty')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={`project-${projectId}-updates`}
          >
            {updates.data.map((update) => (
              <PostedUpdate key={update.id} update={update} />
            ))}
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}

function PostedUpdate({ update }: { update: TProjectUpdate }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {update.title}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={update.createdAt}>{formatDate(update.createdAt, i18n.language)}</time>
            {' · '}
            {update.author === 'platform'
              ? t('updates.postedByPlatform')
              : t('updates.postedByDeveloper')}
          </Text>
        </Stack>
        <Badge variant="light" tt="none">
          {t(`updates.types.${update.updateType}`)}
        </Badge>
      </Group>
    </Paper>
  );
}
