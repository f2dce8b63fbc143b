import type { TUser } from '@coinvest/contract';
import {
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';

interface ExpressInterestCardProps {
  projectTitle: string;
  user: TUser | null;
}

/**
 * No commitment, a free consultation. A visitor is asked to sign in; the signed-in form
 * (amount, contact method, message) arrives with the investment flows.
 */
export function ExpressInterestCard({ projectTitle, user }: ExpressInterestCardProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <Card component="section" aria-labelledby="interest-title">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="teal" variant="light" aria-hidden>
            <IconHeartHandshake size={22} />
          </ThemeIcon>
          <Title order={2} size="h4" id="interest-title">
            {t('projects.detail.interest.title')}
          </Title>
        </Group>
        <Text size="sm">{t('projects.detail.interest.description')}</Text>
        {user ? (
          <>
            <Button fullWidth disabled>
              {t('projects.detail.interest.button')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('projects.detail.interest.comingSoon')}
            </Text>
          </>
        ) : (
          <Button fullWidth onClick={open}>
            {t('projects.detail.interest.button')}
          </Button>
        )}
      </Stack>

      <Modal
        opened={opened}
        onClose={close}
        title={t('projects.detail.interest.dialogTitle', { title: projectTitle })}
        centered
      >
        <Stack align="center" ta="center" gap="md" py="md">
          <ThemeIcon size={48} radius="xl" color="navy" variant="light" aria-hidden>
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={3} size="h4">
            {t('projects.detail.interest.signInTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('projects.detail.interest.signInMessage')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" w="100%">
            <Button component={Link} to={paths.signIn}>
              {t('projects.detail.interest.signIn')}
            </Button>
            <Button component={Link} to={paths.signUp} variant="default">
              {t('projects.detail.interest.createAccount')}
            </Button>
          </SimpleGrid>
        </Stack>
      </Modal>
    </Card>
  );
}
