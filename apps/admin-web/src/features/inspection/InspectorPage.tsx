import type { TProjectUpdate } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { formatDate, notify, serverMessageOr, useApi, useSignOut } from '@coinvest/ui';
import {
  Badge,
  Button,
  Card,
  Container,
  FileInput,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/query-keys';

function ReviewForm({ update }: { update: TProjectUpdate }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<'verified' | 'disputed'>('verified');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const review = useMutation({
    mutationFn: async () => {
      const form = new FormData();
      form.append('decision', decision);
      form.append('note', note);
      for (const photo of photos) form.append('photos', photo);
      return unwrap(
        await api.inspector.reviewProjectUpdate({
          params: { updateId: String(update.id) },
          body: form,
        }),
        200,
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.inspection.all });
      notify({ variant: 'success', title: t('inspection.saved'), message: update.title });
    },
    onError: (error: unknown) => {
      notify({
        variant: 'error',
        title: t('inspection.failed'),
        message: serverMessageOr(error, t('inspection.failed'), t),
      });
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        review.mutate();
      }}
    >
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t('inspection.decision')}
          value={decision}
          onChange={(value) => setDecision(value === 'disputed' ? 'disputed' : 'verified')}
          data={[
            { value: 'verified', label: t('inspection.confirm') },
            { value: 'disputed', label: t('inspection.dispute') },
          ]}
        />
        <Textarea
          label={t('inspection.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={2000}
        />
        <FileInput
          label={t('inspection.photos')}
          multiple
          accept="image/jpeg,image/png,image/webp"
          value={photos}
          onChange={setPhotos}
        />
        <Button type="submit" loading={review.isPending}>
          {t('inspection.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function ProjectUpdates({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const updates = useQuery({
    queryKey: queryKeys.inspection.updates(projectId),
    queryFn: async () =>
      unwrap(
        await api.inspector.listAssignedProjectUpdates({ params: { id: String(projectId) } }),
        200,
      ),
  });
  if (updates.isPending) return <Loader size="sm" />;
  if (!updates.data || updates.data.length === 0) {
    return <Text c="dimmed">{t('inspection.noUpdates')}</Text>;
  }
  return (
    <Stack gap="md">
      {updates.data.map((update) => (
        <Card key={update.id} withBorder component="article" aria-label={update.title}>
          <Stack gap={6}>
            <Group justify="space-between">
              <Title order={3} size="h5">
                {update.title}
              </Title>
              <Badge variant="light">{t(`inspection.status.${update.verification.status}`)}</Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {formatDate(update.createdAt, i18n.language)}
            </Text>
            <Text size="sm">{update.description}</Text>
            {update.progressPercentage !== null ? (
              <Text size="sm">
                {t('inspection.progress', { percent: update.progressPercentage })}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('inspection.evidenceCount', { count: update.evidence.length })}
            </Text>
            {update.verification.status === 'reported' ? <ReviewForm update={update} /> : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The admin site as an inspector sees it: only the projects assigned to them and their updates,
 * each reported one with a confirm or dispute form
 * (docs/adr/0065-evidence-and-independent-sign-off.md). Nothing of the admin's panel is shown or
 * fetched.
 */
export function InspectorPage() {
  const { t } = useTranslation();
  const api = useApi();
  const signOut = useSignOut();
  const [projectId, setProjectId] = useState<number | null>(null);
  const projects = useQuery({
    queryKey: queryKeys.inspection.projects,
    queryFn: async () => unwrap(await api.inspector.listAssignedProjects(), 200),
  });
  return (
    <Container component="main" id="main-content" size="lg" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('inspection.title')}</Title>
        <Button variant="light" onClick={() => void signOut()}>
          {t('inspection.signOut')}
        </Button>
      </Group>
      <Text mb="lg">{t('inspection.intro')}</Text>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Stack gap="xs" w={280} component="nav" aria-label={t('inspection.projects')}>
          <Title order={2} size="h4">
            {t('inspection.projects')}
          </Title>
          {projects.isPending ? (
            <Loader size="sm" />
          ) : projects.isError ? (
            <Text c="red">{t('inspection.loadFailed')}</Text>
          ) : projects.data.length === 0 ? (
            <Text c="dimmed">{t('inspection.noProjects')}</Text>
          ) : (
            projects.data.map((project) => (
              <UnstyledButton
                key={project.id}
                onClick={() => setProjectId(project.id)}
                aria-current={project.id === projectId ? 'true' : undefined}
              >
                <Card withBorder padding="sm" bg={project.id === projectId ? 'teal.0' : undefined}>
                  <Text fw={600}>{project.title}</Text>
                  <Text size="xs" c="dimmed">
                    {project.location}
                  </Text>
                  <Badge size="sm" variant="light" mt={4}>
                    {t('inspection.reportedCount', { count: project.reportedUpdates })}
                  </Badge>
                </Card>
              </UnstyledButton>
            ))
          )}
        </Stack>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} size="h4">
            {t('inspection.updates')}
          </Title>
          {projectId !== null ? <ProjectUpdates projectId={projectId} /> : null}
        </Stack>
      </Group>
    </Container>
  );
}
