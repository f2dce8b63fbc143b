import type { TUser } from '@coinvest/contract';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin, IconShieldCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { Money } from '../../currency';

interface DirectInvestmentCardProps {
  minInvestment: string;
  user: TUser | null;
}

/** Invest in a unit directly. A visitor is sent to sign in; the investing flow comes later. */
export function DirectInvestmentCard({ minInvestment, user }: DirectInvestmentCardProps) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="investment-title">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="navy" variant="light" aria-hidden>
            <IconShieldCheck size={22} />
          </ThemeIcon>
          <Title order={2} size="h4" id="investment-title">
            {t('projects.detail.investment.title')}
          </Title>
        </Group>
        <Text size="sm">
          <Trans
            i18nKey="projects.detail.investment.description"
            components={{ minimum: <Money amount={minInvestment} currency="USD" /> }}
          />
        </Text>
        {user ? (
          <>
            <Button fullWidth color="gold.5" c="navy.9" disabled>
              {t('projects.detail.investment.button')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('projects.detail.investment.comingSoon')}
            </Text>
          </>
        ) : (
          <>
            <Text size="sm" fw={500}>
              {t('projects.detail.investment.signInPrompt')}
            </Text>
            <Button
              component={Link}
              to={paths.signIn}
              fullWidth
              leftSection={<IconLogin size={16} aria-hidden />}
            >
              {t('projects.detail.investment.signIn')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
