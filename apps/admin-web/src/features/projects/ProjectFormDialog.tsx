import {
  PROJECT_STATUSES,
  PROJECT_TYPES,
  RISK_LEVELS,
  type TProjectStatus,
  type TProjectType,
  type TRiskLevel,
} from '@coinvest/contract';
import {
  Button,
  Fieldset,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAdminProject } from './api/get-admin-project';
import { useAdminSchedule } from './api/schedule';
import { useCreateProject, useUpdateProject } from './api/save-project';
import {
  emptyProjectForm,
  parseProjectForm,
  projectFormValues,
  type ProjectFormField,
  type ProjectFormValues,
} from './lib/project-form';
import { translateProjectMessage } from './lib/project-messages';
import { ReviewedTranslations } from './ReviewedTranslations';
import { ProjectGallery } from './ProjectGallery';
import { ProjectSchedule } from './ProjectSchedule';
import { ProjectUpdates } from './ProjectUpdates';
import { LoadFailed } from '../../components/LoadFailed';
import { ProjectEscrow } from '../escrow';

/** What the dialog edits: a new project, or the stored project with this id. */
export type ProjectDialogTarget = { mode: 'add' } | { mode: 'edit'; id: number };

/** 'Add Project' / 'Edit Project': every field of the project in one form. */
export function ProjectFormDialog({
  target,
  onClose,
}: {
  target: ProjectDialogTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      title={t(target?.mode === 'edit' ? 'projects.form.editTitle' : 'projects.form.addTitle')}
    >
      {target?.mode === 'edit' ? (
        <EditProject key={target.id} id={target.id} onDone={onClose} />
      ) : target ? (
        <ProjectForm projectId={null} initialValues={emptyProjectForm} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

/** The edit form starts from the project as stored now (getAdminProject), every field of it. */
function EditProject({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const project = useAdminProject(id);
  // The release plan has a tranche per milestone of the schedule (the same query as its section).
  const schedule = useAdminSchedule(id);
  if (project.isPending) return <Loader aria-label={t('projects.form.loading')} />;
  if (project.isError) {
    return <LoadFailed title={t('projects.form.loadFailed')} onRetry={() => project.refetch()} />;
  }
  return (
    <Stack gap="xl">
      <ProjectForm projectId={id} initialValues={projectFormValues(project.data)} onDone={onDone} />
      <ReviewedTranslations projectId={id} description={project.data.description} />
      <ProjectGallery projectId={id} />
      <ProjectSchedule projectId={id} />
      <ProjectUpdates projectId={id} />
      <ProjectEscrow projectId={id} milestones={schedule.data?.milestones} />
    </Stack>
  );
}

function ProjectForm({
  projectId,
  initialValues,
  onDone,
}: {
  projectId: number | null;
  initialValues: ProjectFormValues;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const saving = createProject.isPending || updateProject.isPending;
  const form = useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const result = parseProjectForm(values);
      if (result.success) return {};
      return Object.fromEntries(
        Object.entries(result.errors).map(([field, message]) => [
          field,
          translateProjectMessage(message, t),
        ]),
      );
    },
  });

  const submit = form.onSubmit((values) => {
    const result = parseProjectForm(values);
    if (!result.success) return;
    if (projectId === null) {
      createProject.mutate(result.body, { onSuccess: onDone });
    } else {
      updateProject.mutate({ id: projectId, body: result.body }, { onSuccess: onDone });
    }
  });

  // The image URL is carried, not shown: the cover comes from the gallery.
  type ShownField = Exclude<ProjectFormField, 'imageUrl'>;
  const field = (name: ShownField) => ({
    label: t(`projects.form.${name}`),
    ...form.getInputProps(name),
  });
  const amount = (name: ShownField) => ({ ...field(name), inputMode: 'decimal' as const });
  const count = (name: ShownField) => ({ ...field(name), inputMode: 'numeric' as const });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Fieldset legend={t('projects.form.about')}>
          <Stack gap="sm">
            <TextInput {...field('title')} required />
            <Textarea {...field('description')} required rows={4} size="md" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput {...field('location')} required />
              <TextInput {...field('country')} />
              <Select
                {...field('projectType')}
                data={PROJECT_TYPES.map((value: TProjectType) => ({
                  value,
                  label: t(`projects.types.${value}`),
                }))}
                allowDeselect={false}
                size="md"
              />
              <Select
                {...field('status')}
                data={PROJECT_STATUSES.map((value: TProjectStatus) => ({
                  value,
                  label: t(`projects.statuses.${value}`),
                }))}
                allowDeselect={false}
                size="md"
              />
              <Select
                {...field('riskLevel')}
                data={RISK_LEVELS.map((value: TRiskLevel) => ({
                  value,
                  label: t(`projects.riskLevels.${value}`),
                }))}
                allowDeselect={false}
                size="md"
              />
              <TextInput {...field('developerName')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('projects.form.unitsAndPrices')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...count('totalUnits')} />
            <TextInput {...count('availableUnits')} />
            <TextInput {...amount('unitPrice')} required />
            <TextInput {...amount('minInvestment')} required />
            <TextInput {...amount('totalInvestmentNeeded')} />
            <TextInput {...amount('developerListingPrice')} />
            <TextInput {...amount('offPlanPrice')} />
            <TextInput {...amount('minCoBuyAmount')} />
            <TextInput {...amount('completionListPrice')} />
            <Switch
              mt="xl"
              label={t('projects.form.priceNegotiable')}
              {...form.getInputProps('priceNegotiable', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('projects.form.returnsAndTimeline')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              {...field('expectedProfit')}
              description={t('projects.form.expectedProfitHint')}
            />
            <TextInput {...count('timeline')} />
            <TextInput {...amount('profitRangeMin')} />
            <TextInput {...amount('profitRangeMax')} />
            <TextInput
              {...field('constructionTimeline')}
              description={t('projects.form.constructionTimelineHint')}
            />
            <TextInput {...field('completionDate')} type="date" />
            <TextInput
              {...count('updateIntervalDays')}
              description={t('schedule.updateIntervalDaysHint')}
            />
            <TextInput {...amount('latitude')} description={t('projects.form.siteHint')} />
            <TextInput {...amount('longitude')} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('projects.form.media')}>
          <Stack gap="sm">
            <Textarea
              {...field('mediaUrls')}
              description={t('projects.form.mediaUrlsHint')}
              rows={3}
              size="md"
            />
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('projects.form.cancel')}
          </Button>
          <Button type="submit" disabled={saving} loading={saving}>
            {t(projectId === null ? 'projects.form.create' : 'projects.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
