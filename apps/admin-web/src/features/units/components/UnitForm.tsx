import {
  isApartmentType,
  UNIT_FEATURES,
  UNIT_TYPES,
  ZUnitInputSchema,
  type TAdminUnit,
} from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import {
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveUnit } from '../api/save-unit';
import {
  decimalInput,
  emptyUnitForm,
  unitToFormValues,
  wholeInput,
  type UnitFormValues,
} from '../lib/unit-form';
import { translateUnitMessage } from '../lib/unit-messages';

interface UnitFormProps {
  projectId: number;
  /** The unit being edited; absent when a unit is added. */
  unit?: TAdminUnit;
  onClose: () => void;
}

/** The inline add/edit form: the contract's rules, pre-filled on edit, reset after a save. */
export function UnitForm({ projectId, unit, onClose }: UnitFormProps) {
  const { t } = useTranslation();
  const saveUnit = useSaveUnit();
  const form = useForm<UnitFormValues>({
    mode: 'controlled',
    initialValues: unit ? unitToFormValues(unit) : emptyUnitForm,
    validate: zodResolver(ZUnitInputSchema, t, translateUnitMessage),
  });
  const firstField = useRef<HTMLInputElement>(null);
  const titleId = 'unit-form-title';

  // A card's Edit may be far below: bring the form to the admin, ready to type.
  useEffect(() => {
    firstField.current?.focus();
    firstField.current?.scrollIntoView?.({ block: 'center' });
  }, [unit?.id]);

  const submit = form.onSubmit((values) => {
    saveUnit.mutate(
      { projectId, unitId: unit?.id, unit: ZUnitInputSchema.parse(values) },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
      },
    );
  });

  const apartment = isApartmentType(form.values.unitType);
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={3} size="h4" id={titleId}>
            {unit ? t('units.form.editTitle', { unit: unit.unitNumber }) : t('units.form.addTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <TextInput
              ref={firstField}
              label={t('units.form.unitNumber')}
              placeholder={t('units.form.unitNumberPlaceholder')}
              maxLength={50}
              required
              {...form.getInputProps('unitNumber')}
            />
            <NativeSelect
              label={t('units.form.unitType')}
              data={UNIT_TYPES.map((type) => ({
                value: type,
                label: t(`units.unitTypes.${type}`),
              }))}
              required
              {...form.getInputProps('unitType')}
            />
            <TextInput
              label={t('units.form.bedrooms')}
              required
              {...wholeInput}
              {...form.getInputProps('bedrooms')}
            />
            <TextInput
              label={t('units.form.bathrooms')}
              required
              {...wholeInput}
              {...form.getInputProps('bathrooms')}
            />
            <TextInput
              label={t('units.form.floorArea')}
              {...decimalInput}
              {...form.getInputProps('floorArea')}
            />
            <TextInput
              label={t('units.form.plotSize')}
              {...decimalInput}
              {...form.getInputProps('plotSize')}
            />
            <TextInput
              label={t('units.form.price')}
              required
              {...decimalInput}
              {...form.getInputProps('price')}
            />
            <TextInput
              label={t('units.form.minInvestmentAmount')}
              required
              {...decimalInput}
              {...form.getInputProps('minInvestmentAmount')}
            />
            {apartment ? (
              <>
                <TextInput
                  label={t('units.form.floor')}
                  {...wholeInput}
                  {...form.getInputProps('floor')}
                />
                <TextInput
                  label={t('units.form.block')}
                  maxLength={50}
                  {...form.getInputProps('block')}
                />
              </>
            ) : null}
          </SimpleGrid>
          <Checkbox.Group label={t('units.form.features')} {...form.getInputProps('features')}>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" mt="xs">
              {UNIT_FEATURES.map((feature) => (
                <Checkbox key={feature} value={feature} label={t(`units.features.${feature}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label={t('units.form.description')}
            rows={3}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <TextInput
            label={t('units.form.imageUrl')}
            placeholder={t('units.form.imageUrlPlaceholder')}
            {...form.getInputProps('imageUrl')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('units.form.cancel')}
            </Button>
            <Button type="submit" disabled={saveUnit.isPending} loading={saveUnit.isPending}>
              {unit ? t('units.form.update') : t('units.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
