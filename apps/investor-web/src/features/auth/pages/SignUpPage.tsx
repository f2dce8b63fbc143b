import { ZSignUpBodySchema, ZSignUpFormSchema, type TSignUpForm } from '@coinvest/contract';
import { AuthLayout, zodResolver } from '@coinvest/ui';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingEstate, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { useCreateAccount } from '../api/create-account';
import { gettingStartedState } from '../../../lib/getting-started';

const trustPoints = [
  { key: 'auth.signUp.points.secure', icon: IconLock },
  { key: 'auth.signUp.points.verified', icon: IconShieldCheck },
  { key: 'auth.signUp.points.accra', icon: IconBuildingEstate },
] as const;

/**
 * /signup: account creation; confirmPassword and acceptTerms never leave the page. Success goes
 * to /signin, and from there to the next step, identity verification.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const form = useForm<TSignUpForm>({
    mode: 'controlled',
    initialValues: {
      username: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    validate: zodResolver(ZSignUpFormSchema, t),
  });

  const submit = form.onSubmit((values) => {
    const body = ZSignUpBodySchema.parse(ZSignUpFormSchema.parse(values));
    // Sign-up does not sign in: the sign-in that follows leads on to identity verification.
    createAccount.mutate(body, {
      onSuccess: () => void navigate(paths.signIn, { state: gettingStartedState }),
    });
  });

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      description={t('auth.signUp.description')}
      footer={
        <Text size="sm">
          {t('auth.signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.signIn} fw={600}>
            {t('auth.signUp.signInLink')}
          </Anchor>
        </Text>
      }
    >
      <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {trustPoints.map(({ key, icon: PointIcon }) => (
          <Group key={key} gap={6} component="li" wrap="nowrap">
            <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
              <PointIcon size={14} />
            </ThemeIcon>
            <Text size="sm" fw={500}>
              {t(key)}
            </Text>
          </Group>
        ))}
      </Group>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('auth.signUp.username')}
            placeholder={t('auth.signUp.usernamePlaceholder')}
            autoComplete="username"
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('auth.signUp.email')}
            placeholder={t('auth.signUp.emailPlaceholder')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('auth.signUp.firstName')}
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('auth.signUp.lastName')}
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('auth.signUp.password')}
            description={t('auth.signUp.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.signUp.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Checkbox
            label={t('auth.signUp.acceptTerms')}
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth size="md" loading={createAccount.isPending}>
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
