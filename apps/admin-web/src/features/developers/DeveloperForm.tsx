import {
  developerFormDefaults,
  ZDeveloperInputSchema,
  type TAdminDeveloper,
  type TDeveloperInput,
} from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { ApiError } from '@coinvest/contract/client';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCreateDeveloper, useUpdateDeveloper } from './api/save-developer';
import { DeveloperLicences } from './DeveloperLicences';
import { PayoutAccount } from '../escrow';
import { translateDeveloperMessage } from './lib/developer-messages';

/** Text inputs hold strings, number inputs numbers (or '' when cleared). */
interface DeveloperFormValues {
  name: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  country: string;
  establishedYear: number | string;
  licenseNumber: string;
  specialties: string;
  logoUrl: string;
  completedProjects: number | string;
  totalValue: string;
  rating: number | string;
  isActive: boolean;
}

/** The form's values for a developer being edited: every field as the admin last saved it. */
function valuesOf(developer: TAdminDeveloper): DeveloperFormValues {
  return {
    name: developer.name,
    description: developer.description,
    email: developer.email,
    phone: developer.phone,
    website: developer.website ?? '',
    address: developer.address,
    city: developer.city,
    country: developer.country,
    establishedYear: developer.establishedYear ?? '',
    licenseNumber: developer.licenseNumber ?? '',
    specialties: developer.specialties.join(', '),
    logoUrl: developer.logoUrl ?? '',
    completedProjects: developer.completedProjects,
    totalValue: developer.totalValue,
    rating: Number(developer.rating),
    isActive: developer.isActive,
  };
}

interface DeveloperFormDialogProps {
  /** The developer being edited; null when adding one. */
  developer: TAdminDeveloper | null;
  opened: boolean;
  onClose: () => void;
}

/** Add Developer / edit: every developer field, checked with the API's own schema. */
export function DeveloperFormDialog({ developer, opened, onClose }: DeveloperFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        developer
          ? t('developers.form.editTitle', { name: developer.name })
          : t('developers.form.createTitle')
      }
    >
      {/* Keyed so each opening starts from the developer's values (or the defaults). */}
      <DeveloperForm key={developer?.id ?? 'new'} developer={developer} onDone={onClose} />
      {developer && <DeveloperLicences developer={developer} />}
      {developer && <PayoutAccount developer={developer} />}
    </Modal>
  );
}

function DeveloperForm({
  developer,
  onDone,
}: {
  developer: TAdminDeveloper | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const createDeveloper = useCreateDeveloper();
  const updateDeveloper = useUpdateDeveloper();
  const saving = createDeveloper.isPending || updateDeveloper.isPending;
  const failure = developer ? updateDeveloper.error : createDeveloper.error;
  const form = useForm<DeveloperFormValues>({
    mode: 'controlled',
    initialValues: developer ? valuesOf(developer) : developerFormDefaults(),
    validate: zodResolver(ZDeveloperInputSchema, t, translateDeveloperMessage),
  });

  const submit = form.onSubmit((values) => {
    // Valid by now: the API receives what its schema makes of the form (specialties split).
    const body: TDeveloperInput = ZDeveloperInputSchema.parse(values);
    if (developer) {
      updateDeveloper.mutate({ id: developer.id, name: body.name, body }, { onSuccess: onDone });
    } else {
      createDeveloper.mutate({ ...body, name: body.name }, { onSuccess: onDone });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('developers.form.name')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('developers.form.email')}
            type="email"
            required
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Textarea
          label={t('developers.form.description')}
          required
          rows={4}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('developers.form.phone')}
            type="tel"
            required
            {...form.getInputProps('phone')}
          />
          <TextInput label={t('developers.form.website')} {...form.getInputProps('website')} />
        </SimpleGrid>
        <TextInput
          label={t('developers.form.address')}
          required
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('developers.form.city')} required {...form.getInputProps('city')} />
          <TextInput
            label={t('developers.form.country')}
            required
            {...form.getInputProps('country')}
          />
          <NumberInput
            label={t('developers.form.establishedYear')}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('establishedYear')}
          />
          <TextInput
            label={t('developers.form.licenseNumber')}
            {...form.getInputProps('licenseNumber')}
          />
        </SimpleGrid>
        <TextInput
          label={t('developers.form.specialties')}
          description={t('developers.form.specialtiesHint')}
          {...form.getInputProps('specialties')}
        />
        <TextInput label={t('developers.form.logoUrl')} {...form.getInputProps('logoUrl')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput
            label={t('developers.form.completedProjects')}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            {...form.getInputProps('completedProjects')}
          />
          <TextInput
            label={t('developers.form.totalValue')}
            inputMode="decimal"
            {...form.getInputProps('totalValue')}
          />
          <NumberInput
            label={t('developers.form.rating')}
            min={0}
            max={5}
            step={0.1}
            decimalScale={1}
            allowNegative={false}
            {...form.getInputProps('rating')}
          />
        </SimpleGrid>
        <Switch
          label={t('developers.form.isActive')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        {failure instanceof ApiError && failure.serverMessage ? (
          <Alert color="red" role="alert">
            {translateDeveloperMessage(failure.serverMessage, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('developers.form.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            {developer ? t('developers.form.update') : t('developers.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
