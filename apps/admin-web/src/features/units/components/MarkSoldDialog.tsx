import { ZMarkUnitSoldBodySchema, type TAdminUnit } from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
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

/** The sale's two questions (price, date), as one dialog: nothing is sent while either answer is empty. */
export function MarkSoldDialog({ unit, opened, onClose }: MarkSoldDialogProps) {
  const { t } = useTranslation();
  const markSold = useMarkUnitSold();
  const form = useForm({
    mode: 'controlled',
    initialValues: { soldPrice: '', profitGenerated: '' },
    validate: zodResolver(ZMarkUnitSoldBodySchema, t, translateUnitMessage),
  });
  const answered = form.values.soldPrice.trim() !== '' && form.values.profitGenerated.trim() !== '';

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
          <TextInput
            label={t('units.markSold.profitGenerated')}
            required
            {...decimalInput}
            {...form.getInputProps('profitGenerated')}
          />
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
