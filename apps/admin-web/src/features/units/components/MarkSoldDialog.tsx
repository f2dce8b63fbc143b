import { saleProfit, ZMarkUnitSoldBodySchema, type TAdminUnit } from '@coinvest/contract';
import { formatMoney, zodResolver } from '@coinvest/ui';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useMarkUnitSold } from '../api/mark-unit-sold';
import { decimalInput } from '../lib/unit-form';
import { translateUnitMessage } from '../lib/unit-messages';

interface MarkSoldDialogProps {
  unit: TAdminUnit;
  opened: boolean;
  onClose: () => void;
}

/**
 * The sale: the sold price and the costs of the sale (each named); the profit is computed from
 * them and the unit's price, shown before sending, never typed.
 */
export function MarkSoldDialog({ unit, opened, onClose }: MarkSoldDialogProps) {
  const { t, i18n } = useTranslation();
  const markSold = useMarkUnitSold();
  const form = useForm({
    mode: 'controlled',
    initialValues: { soldPrice: '', costs: [] as { label: string; amount: string }[] },
    validate: zodResolver(ZMarkUnitSoldBodySchema, t, translateUnitMessage),
  });
  const answered = form.values.soldPrice.trim() !== '';
  const parsed = ZMarkUnitSoldBodySchema.safeParse(form.values);
  const profit = parsed.success
    ? saleProfit(parsed.data.soldPrice, unit.price, parsed.data.costs)
    : null;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!answered) return;
    markSold.mutate(
      { projectId: unit.projectId, unitId: unit.id, ...ZMarkUnitSoldBodySchema.parse(values) },
      { onSuccess: close },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      title={t('units.markSold.title', { unit: unit.unitNumber })}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('units.markSold.soldPrice')}
            required
            data-autofocus
            {...decimalInput}
            {...form.getInputProps('soldPrice')}
          />
          {form.values.costs.map((_cost, index) => (
            <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={t('units.markSold.costLabel', { number: index + 1 })}
                required
                style={{ flex: 2 }}
                {...form.getInputProps(`costs.${index}.label`)}
              />
              <TextInput
                label={t('units.markSold.costAmount', { number: index + 1 })}
                required
                style={{ flex: 1 }}
                {...decimalInput}
                {...form.getInputProps(`costs.${index}.amount`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('units.markSold.removeCost', { number: index + 1 })}
                onClick={() => form.removeListItem('costs', index)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            onClick={() => form.insertListItem('costs', { label: '', amount: '' })}
          >
            {t('units.markSold.addCost')}
          </Button>
          {profit !== null ? (
            <Text size="sm" fw={600}>
              {profit.startsWith('-')
                ? t('units.markSold.loss', {
                    amount: formatMoney(profit.slice(1), 'USD', i18n.language),
                  })
                : t('units.markSold.profit', {
                    amount: formatMoney(profit, 'USD', i18n.language),
                  })}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('units.markSold.hint')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('units.markSold.cancel')}
            </Button>
            <Button
              type="submit"
              color="gray"
              disabled={!answered || markSold.isPending}
              loading={markSold.isPending}
            >
              {t('units.markSold.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
