import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';

/** The footer card inviting developers to partner; its button opens the contact page. */
export function PartnerCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="partner-title" radius="md" padding="xl" bg="navy.9">
      <Stack align="center" ta="center" gap="md">
        <IconBuildingSkyscraper size={40} stroke={1.5} aria-hidden color="white" />
        <Title order={2} id="partner-title" c="white">
          {t('developers.partner.title')}
        </Title>
        <Text c="gray.2" maw={640}>
          {t('developers.partner.message')}
        </Text>
        <Button component={Link} to={paths.contact} color="teal" size="md">
          {t('developers.partner.action')}
        </Button>
      </Stack>
    </Card>
  );
}
