import type { TUnit, TUser } from '@coinvest/contract';
import { notify } from '@coinvest/ui';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useCreateProjectInterests } from '../api/create-project-interest';
import {
  CONTACT_METHODS,
  INTEREST_MESSAGE_MAX_LENGTH,
  INTEREST_MINIMUM_AMOUNT,
  INTEREST_AMOUNT_STEP,
  interestAmountProblem,
  type ContactMethod,
} from '../lib/interest-rules';

export interface ExpressInterestDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called after every interest is sent, before the dialog closes. */
  onSubmitted?: () => void;
  project: { id: number; title: string };
  /** The units chosen in the unit list; none for an interest in the project as a whole. */
  units?: TUnit[];
  user: TUser | null;
}

interface InterestForm {
  amount: string | number;
  contactMethod: ContactMethod | null;
  contactInfo: string;
  message: string;
}

const emptyForm: InterestForm = { amount: '', contactMethod: null, contactInfo: '', message: '' };

/** The express-interest dialog: 'Sign In Required' for a visitor, else the interest form. */
export function ExpressInterestDialog({
  opened,
  onClose,
  onSubmitted,
  project,
  units = [],
  user,
}: ExpressInterestDialogProps) {
  const { t } = useTranslation();
  const title =
    units.length > 0
      ? t('investing.interest.unitsDialogTitle', { count: units.length })
      : t('investing.interest.dialogTitle', { title: project.title });
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {user ? (
        <InterestFormView
          project={project}
          units={units}
          user={user}
          onCancel={onClose}
          onSent={() => {
            onSubmitted?.();
            onClose();
          }}
        />
      ) : (
        <SignInRequired />
      )}
    </Modal>
  );
}

function SignInRequired() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={48} radius="xl" color="navy" variant="light" aria-hidden>
        <IconLock size={26} />
      </ThemeIcon>
      <Title order={3} size="h4">
        {t('investing.interest.signInTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('investing.interest.signInMessage')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" w="100%">
        <Button component={Link} to={paths.signIn}>
          {t('investing.interest.signIn')}
        </Button>
        <Button component={Link} to={paths.signUp} variant="default">
          {t('investing.interest.createAccount')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

interface InterestFormViewProps {
  project: { id: number; title: string };
  units: TUnit[];
  user: TUser;
  onCancel: () => void;
  onSent: () => void;
}

function InterestFormView({ project, units, user, onCancel, onSent }: InterestFormViewProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<InterestForm>(emptyForm);
  const [amountError, setAmountError] = useState<string | null>(null);
  const createInterests = useCreateProjectInterests();
  const update = (patch: Partial<InterestForm>) => setForm((current) => ({ ...current, ...patch }));

  const incomplete = form.amount === '' || form.contactMethod === null || form.contactInfo === '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const contactInfo = form.contactInfo.trim();
    if (form.amount === '' || form.contactMethod === null || contactInfo === '') {
      notify({
        variant: 'error',
        title: t('investing.interest.missingTitle'),
        message: t('investing.interest.missingMessage'),
      });
      return;
    }
    const amountProblem = interestAmountProblem(String(form.amount));
    if (amountProblem) {
      setAmountError(t(`investing.interest.amountProblems.${amountProblem}`));
      return;
    }
    createInterests.mutate(
      {
        userId: user.id,
        project,
        units,
        amount: String(form.amount),
        contactPreference: form.contactMethod,
        contactInfo,
        message: form.message.trim(),
      },
      {
        onSuccess: () => {
          setForm(emptyForm);
          onSent();
        },
      },
    );
  };

  const method = form.contactMethod ?? 'email';
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <NumberInput
          label={t('investing.interest.amount')}
          description={t('investing.interest.amountHint')}
          min={INTEREST_MINIMUM_AMOUNT}
          step={INTEREST_AMOUNT_STEP}
          thousandSeparator=","
          allowNegative={false}
          decimalScale={2}
          required
          value={form.amount}
          error={amountError}
          onChange={(amount) => {
            setAmountError(null);
            update({ amount });
          }}
        />
        <Select
          label={t('investing.interest.contactMethod')}
          placeholder={t('investing.interest.contactMethodPlaceholder')}
          data={CONTACT_METHODS.map((value) => ({
            value,
            label: t(`investing.interest.methods.${value}`),
          }))}
          required
          allowDeselect={false}
          value={form.contactMethod}
          onChange={(value) =>
            update({ contactMethod: CONTACT_METHODS.find((known) => known === value) ?? null })
          }
        />
        <TextInput
          label={t(`investing.interest.contactInfo.${method}`)}
          placeholder={t(`investing.interest.contactInfoPlaceholder.${method}`)}
          type={method === 'email' ? 'email' : 'tel'}
          autoComplete={method === 'email' ? 'email' : 'tel'}
          required
          value={form.contactInfo}
          onChange={(event) => update({ contactInfo: event.currentTarget.value })}
        />
        <Textarea
          label={t('investing.interest.message')}
          placeholder={t('investing.interest.messagePlaceholder')}
          maxLength={INTEREST_MESSAGE_MAX_LENGTH}
          rows={4}
          value={form.message}
          onChange={(event) => update({ message: event.currentTarget.value })}
          description={t('investing.interest.counter', {
            count: form.message.length,
            max: INTEREST_MESSAGE_MAX_LENGTH,
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('investing.interest.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={incomplete || createInterests.isPending}
            loading={createInterests.isPending}
          >
            {t('investing.interest.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
