import type { TFinancialGoal } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import { Badge, Button, Card, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../lib/currency';
import { GoalForm } from './GoalForm';
import { useCompleteGoal, useDeleteGoal } from './goals-api';

function GoalCard({
  goal,
  onEdit,
  onDelete,
}: {
  goal: TFinancialGoal;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const complete = useCompleteGoal();
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{goal.goalName}</Text>
          {goal.isCompleted && <Badge color="green">{t('goals.completed')}</Badge>}
        </Group>
        <Progress
          value={goal.progressPercent}
          aria-label={t('goals.progressLabel', {
            name: goal.goalName,
            percent: goal.progressPercent,
          })}
        />
        <Group justify="space-between">
          <Text size="sm">
            {t('goals.progress', {
              current: formatMoney(goal.progressAmount, 'USD'),
              target: formatMoney(goal.targetAmount, 'USD'),
            })}
          </Text>
          <Text size="sm" fw={600}>
            {t('goals.percent', { percent: goal.progressPercent })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {goal.goalType ? t(`goals.types.${goal.goalType}`) : null}
          {goal.targetDate
            ? ` · ${t('goals.by', { date: formatDate(goal.targetDate, i18n.language) })}`
            : null}
          {goal.trackInvestments ? ` · ${t('goals.tracked')}` : null}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit}>
            {t('goals.edit')}
          </Button>
          {!goal.isCompleted && (
            <Button
              size="xs"
              variant="light"
              color="green"
              loading={complete.isPending}
              onClick={() => complete.mutate(goal.id)}
            >
              {t('goals.complete')}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            {t('goals.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The dashboard's goals: a bar for each, a form to add or edit one, removal after a question. */
export function GoalsSection({ goals }: { goals: TFinancialGoal[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TFinancialGoal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TFinancialGoal | null>(null);
  const remove = useDeleteGoal();

  return (
    <Stack gap="md" component="section" aria-labelledby="goals-title">
      <Group justify="space-between">
        <Title order={2} id="goals-title">
          {t('goals.title')}
        </Title>
        <Button onClick={() => setEditing('new')}>{t('goals.add')}</Button>
      </Group>
      {goals.length === 0 && <Text c="dimmed">{t('goals.empty')}</Text>}
      {goals.map((goal) => (
        <GoalCard
          key={goal.id}
          goal={goal}
          onEdit={() => setEditing(goal)}
          onDelete={() => setDeleting(goal)}
        />
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('goals.addTitle') : t('goals.editTitle')}
      >
        {editing !== null && (
          <GoalForm goal={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('goals.deleteTitle')}
      >
        <Stack>
          <Text>{t('goals.deleteQuestion', { name: deleting?.goalName ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('goals.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
              }
            >
              {t('goals.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
