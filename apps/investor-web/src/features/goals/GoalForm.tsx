import {
  GOAL_TYPES,
  ZCreateFinancialGoalSchema,
  ZUpdateFinancialGoalSchema,
  type TFinancialGoal,
  type TGoalType,
} from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import { notify, zodResolver } from '@coinvest/ui';
import { Button, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSaveGoal } from './goals-api';
import { translateGoalMessage } from './goal-messages';

interface GoalValues {
  goalName: string;
  targetAmount: string;
  currentAmount: string;
  targetDate: string;
  goalType: TGoalType;
  description: string;
  trackInvestments: boolean;
}

function initialValues(goal: TFinancialGoal | null): GoalValues {
  return {
    goalName: goal?.goalName ?? '',
    targetAmount: goal?.targetAmount ?? '',
    currentAmount: goal?.currentAmount ?? '0',
    targetDate: goal?.targetDate ?? '',
    goalType: goal?.goalType ?? 'property',
    description: goal?.description ?? '',
    trackInvestments: goal?.trackInvestments ?? false,
  };
}

/** Create a goal (goal null) or edit one, validated by the contract's schema. */
export function GoalForm({ goal, onDone }: { goal: TFinancialGoal | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveGoal();
  const form = useForm<GoalValues>({
    mode: 'controlled',
    initialValues: initialValues(goal),
    validate: zodResolver(
      goal ? ZUpdateFinancialGoalSchema : ZCreateFinancialGoalSchema,
      t,
      translateGoalMessage,
    ),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: goal?.id ?? null, body: values },
      {
        onSuccess: () => {
          notify({ variant: 'success', title: t('goals.saved'), message: values.goalName });
          onDone();
        },
        onError: (error) =>
          notify({
            variant: 'error',
            title: t('goals.saveFailed'),
            message:
              error instanceof ApiError && error.serverMessage
                ? translateGoalMessage(error.serverMessage, t)
                : t('goals.saveFailed'),
          }),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label={t('goals.form.name')} withAsterisk {...form.getInputProps('goalName')} />
        <Select
          label={t('goals.form.type')}
          withAsterisk
          allowDeselect={false}
          data={GOAL_TYPES.map((type) => ({ value: type, label: t(`goals.types.${type}`) }))}
          {...form.getInputProps('goalType')}
        />
        <TextInput
          label={t('goals.form.targetAmount')}
          description={t('goals.form.inDollars')}
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps('targetAmount')}
        />
        <TextInput
          type="date"
          label={t('goals.form.targetDate')}
          withAsterisk
          {...form.getInputProps('targetDate')}
        />
        <Switch
          label={t('goals.form.trackInvestments')}
          {...form.getInputProps('trackInvestments', { type: 'checkbox' })}
        />
        {!form.values.trackInvestments && (
          <TextInput
            label={t('goals.form.currentAmount')}
            description={t('goals.form.inDollars')}
            inputMode="decimal"
            {...form.getInputProps('currentAmount')}
          />
        )}
        <Textarea
          label={t('goals.form.description')}
          rows={3}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('goals.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
