import { Button, Stack, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';

/** Step 3: done; the way back to sign in. */
export function ResetDoneStep() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="lg">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Button component={Link} to={paths.signIn} fullWidth size="md">
        {t('auth.forgotPassword.signIn')}
      </Button>
    </Stack>
  );
}
