import type { TUser } from '@coinvest/contract';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExpressInterestDialog } from '../../investing';

interface ExpressInterestCardProps {
  project: { id: number; title: string };
  user: TUser | null;
}

/** No commitment, a free consultation: opens the interest dialog for the project and user. */
export function ExpressInterestCard({ project, user }: ExpressInterestCardProps) {
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
        <Button fullWidth onClick={open}>
          {t('projects.detail.interest.button')}
        </Button>
      </Stack>
      <ExpressInterestDialog opened={opened} onClose={close} project={project} user={user} />
    </Card>
  );
}
