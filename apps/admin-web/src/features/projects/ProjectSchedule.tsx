import { ZMilestoneInputSchema, type TMilestone } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import {
  Button,
  Fieldset,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSchedule, useRemoveMilestone, useSaveMilestone } from './api/schedule';
import { translateScheduleMessage } from './lib/schedule-messages';
import { LoadFailed } from '../../components/LoadFailed';

interface MilestoneFormValues {
  name: string;
  description: string;
  plannedDate: string;
  plannedPercent: string;
  position: string;
  reason: string;
}

const emptyMilestone: MilestoneFormValues = {
  name: '',
  description: '',
  plannedDate: '',
  plannedPercent: '',
  position: '',
  reason: '',
};

/** A date-only value is a calendar day: shown as that day wherever the admin is. */
const DAY_FORMAT = { dateStyle: 'medium', timeZone: 'UTC' } as const;

/**
 * The 'Schedule' section of a project's edit view: its milestones in order, a form to add or
 * edit one (a moved planned date asks for the reason investors are told), and the history of
 * planned dates (docs/product-rules.md, Delay classes and silence).
 */
export function ProjectSchedule({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const schedule = useAdminSchedule(projectId);
  const [editing, setEditing] = useState<TMilestone | null>(null);
  const [values, setValues] = useState<MilestoneFormValues>(emptyMilestone);
  const [errors, setErrors] = useState<Partial<Record<keyof MilestoneFormValues, string>>>({});
  const reset = () => {
    setEditing(null);
    setValues(emptyMilestone);
    setErrors({});
  };
  const save = useSaveMilestone(projectId, reset);
  const remove = useRemoveMilestone(projectId);
  const day = (value: string) => formatDate(value, i18n.language, DAY_FORMAT);

  if (schedule.isPending) return <Loader aria-label={t('schedule.loading')} />;
  if (schedule.isError) {
    return <LoadFailed title={t('schedule.loadFailed')} onRetry={() => schedule.refetch()} />;
  }

  const dateMoved = editing !== null && values.plannedDate !== editing.plannedDate;
  const input = (name: keyof MilestoneFormValues) => ({
    label: t(`schedule.fields.${name}`),
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name,
      description: values.description,
      plannedDate: values.plannedDate,
      plannedPercent: values.plannedPercent.trim() === '' ? NaN : Number(values.plannedPercent),
      ...(values.position.trim() !== '' && { position: Number(values.position) }),
      reason: values.reason,
    };
    const parsed = ZMilestoneInputSchema.safeParse(body);
    const found: typeof errors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]) as keyof MilestoneFormValues;
      found[field] ??= translateScheduleMessage(issue.message, t);
    }
    if (dateMoved && values.reason.trim() === '') {
      found.reason = t('schedule.messages.milestoneReasonRequired');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    save.mutate({ milestoneId: editing?.id ?? null, body });
  };

  const startEditing = (milestone: TMilestone) => {
    setEditing(milestone);
    setErrors({});
    setValues({
      name: milestone.name,
      description: milestone.description,
      plannedDate: milestone.plannedDate,
      plannedPercent: String(milestone.plannedPercent),
      position: String(milestone.position),
      reason: '',
    });
  };

  return (
    <Fieldset legend={t('schedule.title')}>
      <Stack gap="md">
        {schedule.data.milestones.length === 0 ? (
          <Text c="dimmed">{t('schedule.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('schedule.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('schedule.fields.position')}</Table.Th>
                  <Table.Th>{t('schedule.fields.name')}</Table.Th>
                  <Table.Th>{t('schedule.fields.plannedDate')}</Table.Th>
                  <Table.Th>{t('schedule.fields.plannedPercent')}</Table.Th>
                  <Table.Th>{t('schedule.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schedule.data.milestones.map((milestone) => (
                  <Table.Tr key={milestone.id}>
                    <Table.Td>{milestone.position}</Table.Td>
                    <Table.Td>{milestone.name}</Table.Td>
                    <Table.Td>{day(milestone.plannedDate)}</Table.Td>
                    <Table.Td>
                      {t('schedule.percent', { value: milestone.plannedPercent })}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('schedule.editLabel', { name: milestone.name })}
                          onClick={() => startEditing(milestone)}
                        >
                          {t('schedule.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('schedule.removeLabel', { name: milestone.name })}
                          loading={remove.isPending && remove.variables === milestone.id}
                          onClick={() => remove.mutate(milestone.id)}
                        >
                          {t('schedule.remove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        <form noValidate onSubmit={submit} aria-label={t('schedule.formLabel')}>
          <Stack gap="sm">
            <Title order={4}>
              {editing ? t('schedule.editTitle', { name: editing.name }) : t('schedule.addTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...input('name')} required />
              <TextInput {...input('plannedDate')} type="date" required />
              <TextInput {...input('plannedPercent')} inputMode="numeric" required />
              <TextInput {...input('position')} inputMode="numeric" />
            </SimpleGrid>
            <Textarea {...input('description')} autosize minRows={2} />
            {(dateMoved || editing === null) && (
              <TextInput
                {...input('reason')}
                required={dateMoved}
                description={t(dateMoved ? 'schedule.reasonHint' : 'schedule.firstReasonHint')}
              />
            )}
            <Group justify="flex-end">
              {editing && (
                <Button variant="default" onClick={reset}>
                  {t('schedule.cancel')}
                </Button>
              )}
              <Button type="submit" loading={save.isPending}>
                {editing ? t('schedule.save') : t('schedule.add')}
              </Button>
            </Group>
          </Stack>
        </form>

        <Stack gap="xs">
          <Title order={4}>{t('schedule.historyTitle')}</Title>
          {schedule.data.changes.length === 0 ? (
            <Text c="dimmed">{t('schedule.historyEmpty')}</Text>
          ) : (
            <List aria-label={t('schedule.historyTitle')} spacing={4}>
              {schedule.data.changes.map((change) => (
                <List.Item key={change.id}>
                  {t(change.previousPlannedDate ? 'schedule.moved' : 'schedule.firstSet', {
                    when: formatDate(change.createdAt, i18n.language),
                    milestone: change.milestoneName,
                    from: change.previousPlannedDate ? day(change.previousPlannedDate) : '',
                    to: day(change.newPlannedDate),
                    reason: change.reason,
                    by: change.changedBy ?? t('schedule.someone'),
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Fieldset>
  );
}
