import type { TProject, TUnit, TUser } from '@coinvest/contract';
import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconLogin, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '../../../config';
import { paths } from '../../../paths';
import { Money } from '../../../lib/currency';
import { DirectInvestmentForm } from '../../investing';

interface DirectInvestmentCardProps {
  project: TProject;
  units: TUnit[];
  user: TUser | null;
  /** The unit to invest in, chosen here or with 'Invest' in the unit list. */
  unitId: number | null;
  onUnitChange: (unitId: number | null) => void;
}

const introBullets = ['identity', 'secure', 'compliance'] as const;

/**
 * Invest in a unit directly. (a) Without the identity-verification flag an introduction comes
 * first; (b) a visitor is sent to sign in; (c) a user passes the KYC gate, then chooses the
 * amount and confirms.
 */
export function DirectInvestmentCard({
  project,
  units,
  user,
  unitId,
  onUnitChange,
}: DirectInvestmentCardProps) {
  const { t } = useTranslation();
  const [started, setStarted] = useState(config.identityVerificationFlag);
  return (
    <Card component="section" aria-labelledby="investment-title" id="direct-investment">
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
            components={{ minimum: <Money amount={project.minInvestment} currency="USD" /> }}
          />
        </Text>
        {!started ? (
          <>
            <Text size="sm" fw={600}>
              {t('investing.direct.startTitle')}
            </Text>
            <List
              size="sm"
              spacing={4}
              icon={
                <ThemeIcon size={18} radius="xl" color="teal" variant="light" aria-hidden>
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {introBullets.map((bullet) => (
                <List.Item key={bullet}>{t(`investing.direct.startBullets.${bullet}`)}</List.Item>
              ))}
            </List>
            <Button fullWidth color="gold.5" c="navy.9" onClick={() => setStarted(true)}>
              {t('investing.direct.start')}
            </Button>
          </>
        ) : user ? (
          <DirectInvestmentForm
            project={project}
            units={units}
            user={user}
            unitId={unitId}
            onUnitChange={onUnitChange}
          />
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
