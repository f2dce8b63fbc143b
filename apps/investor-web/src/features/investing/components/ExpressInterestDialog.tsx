import {
  INTEREST_AMOUNT_STEP,
  INTEREST_MESSAGE_MAX,
  INTEREST_MIN_AMOUNT,
  ZContactPreferenceSchema,
  ZProjectInterestInputSchema,
  type TContactPreference,
  type TUnit,
  type TUser,
} from '@coinvest/contract';
import { notify, zodResolver } from '@coinvest/ui';
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
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useCreateProjectInterests } from '../api/create-project-interest';
import { interestRuleValues, translateInterestMessage } from '../lib/interest-messages';

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

/** The dialog's fields, named as the contract's interest input names them. */
interface InterestForm {
  interestAmount: string | number;
  contactPreference: TContactPreference | null;
  contactInfo: string;
  message: string;
}

const emptyForm: InterestForm = {
  interestAmount: '',
  contactPreference: null,
  contactInfo: '',
  message: '',
};

const CONTACT_METHODS = ZContactPreferenceSchema.options;

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
  const { t, i18n } = useTranslation();
  const createInterests = useCreateProjectInterests();
  const ruleValues = interestRuleValues(i18n.language);
  // The contract's schema judges what the API would be sent, in the contract's words.
  const resolve = zodResolver(ZProjectInterestInputSchema, t, (message, translateWith) =>
    translateInterestMessage(message, translateWith, ruleValues),
  );
  const form = useForm<InterestForm>({
    mode: 'controlled',
    initialValues: emptyForm,
    validate: (values) =>
      resolve({
        ...values,
        userId: user.id,
        projectId: project.id,
        interestAmount: String(values.interestAmount),
      }),
  });
  const { values } = form;

  const incomplete =
    values.interestAmount === '' || values.contactPreference === null || values.contactInfo === '';

  const missingInformation = () =>
    notify({
      variant: 'error',
      title: t('investing.interest.missingTitle'),
      message: t('investing.interest.missingMessage'),
    });

  const submit = form.onSubmit(
    (valid) => {
      if (valid.contactPreference === null) return missingInformation();
      createInterests.mutate(
        {
          userId: user.id,
          project,
          units,
          amount: String(valid.interestAmount),
          contactPreference: valid.contactPreference,
          contactInfo: valid.contactInfo.trim(),
          message: valid.message.trim(),
        },
        {
          onSuccess: () => {
            form.reset();
            onSent();
          },
        },
      );
    },
    () => {
      // A blank field is the toast 'Missing Information', not a word under the field
      // (docs/product-rules.md, Interests (amount limits, step)).
      if (values.contactPreference === null || values.contactInfo.trim() === '') {
        form.clearFieldError('contactInfo');
        form.clearFieldError('contactPreference');
        missingInformation();
      }
    },
  );

  const method = values.contactPreference ?? 'email';
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <NumberInput
          label={t('investing.interest.amount')}
          description={t('investing.interest.amountHint', { amount: ruleValues.amount })}
          min={Number(INTEREST_MIN_AMOUNT)}
          step={INTEREST_AMOUNT_STEP}
          // An amount under the minimum is refused with the contract's message, never raised.
          clampBehavior="none"
          thousandSeparator=","
          allowNegative={false}
          decimalScale={2}
          required
          {...form.getInputProps('interestAmount')}
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
          {...form.getInputProps('contactPreference')}
        />
        <TextInput
          label={t(`investing.interest.contactInfo.${method}`)}
          placeholder={t(`investing.interest.contactInfoPlaceholder.${method}`)}
          type={method === 'email' ? 'email' : 'tel'}
          autoComplete={method === 'email' ? 'email' : 'tel'}
          required
          {...form.getInputProps('contactInfo')}
        />
        <Textarea
          label={t('investing.interest.message')}
          placeholder={t('investing.interest.messagePlaceholder')}
          maxLength={INTEREST_MESSAGE_MAX}
          rows={4}
          {...form.getInputProps('message')}
          description={t('investing.interest.counter', {
            count: values.message.length,
            max: INTEREST_MESSAGE_MAX,
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
