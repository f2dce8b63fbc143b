import type { TInspector } from '@coinvest/contract';
import { Button, Group, List, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSetInspectorProjects } from './api/inspectors';
import type { ProjectChoice } from './api/project-choices';

interface InspectorCardProps {
  inspector: TInspector;
  /** Every project, by title. */
  projects: ProjectChoice[];
}

/** One inspector: who they are, the projects they sign off, and the picker that changes them. */
export function InspectorCard({ inspector, projects }: InspectorCardProps) {
  const { t } = useTranslation();
  const titleId = `inspector-${inspector.id}-name`;
  const assigned = projects.filter((project) => inspector.projectIds.includes(project.id));
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {inspector.firstName} {inspector.lastName}
          </Title>
          <Text size="sm" c="dimmed">
            {inspector.email}
          </Text>
        </div>
        {assigned.length > 0 ? (
          <List size="sm" aria-label={t('inspectors.assigned')}>
            {assigned.map((project) => (
              <List.Item key={project.id}>{project.title}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('inspectors.noneAssigned')}
          </Text>
        )}
        {/* Keyed by the saved list, so the picker starts again from what the server stored. */}
        <AssignmentsForm
          key={inspector.projectIds.join(',')}
          inspector={inspector}
          projects={projects}
        />
      </Stack>
    </Paper>
  );
}

function AssignmentsForm({ inspector, projects }: InspectorCardProps) {
  const { t } = useTranslation();
  const save = useSetInspectorProjects(inspector.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: { projectIds: inspector.projectIds.map(String) },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ projectIds }) => save.mutate(projectIds.map(Number)))}
    >
      <Group align="flex-end" gap="sm">
        <MultiSelect
          label={t('inspectors.projectsField')}
          placeholder={t('inspectors.projectsPlaceholder')}
          data={projects.map((project) => ({ value: String(project.id), label: project.title }))}
          searchable
          clearable
          style={{ flex: 1 }}
          {...form.getInputProps('projectIds')}
        />
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          {t('inspectors.saveAssignments')}
        </Button>
      </Group>
    </form>
  );
}
