import type { TAdminDeveloper } from '@coinvest/contract';
import { Badge, Button, Group, Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminDevelopers } from './api/get-developers';
import { DeveloperCard } from './DeveloperCard';
import { DeveloperFormDialog } from './DeveloperForm';
import { LoadFailed } from '../../components/LoadFailed';

type FormState = { opened: false } | { opened: true; developer: TAdminDeveloper | null };

/** Developer Management: the count, Add Developer, the form and a card per developer. */
export function DevelopersTab() {
  const { t } = useTranslation();
  const developers = useAdminDevelopers();
  const [form, setForm] = useState<FormState>({ opened: false });

  return (
    <section aria-labelledby="developers-title">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <Title order={2} size="h3" id="developers-title">
            {t('developers.title')}
          </Title>
          {developers.isSuccess ? (
            <Badge variant="light" size="lg">
              {t('developers.count', { count: developers.data.length })}
            </Badge>
          ) : null}
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setForm({ opened: true, developer: null })}
        >
          {t('developers.add')}
        </Button>
      </Group>
      {developers.isPending ? (
        <Loader aria-label={t('developers.title')} />
      ) : developers.isError ? (
        <LoadFailed title={t('developers.loadFailed')} onRetry={() => developers.refetch()} />
      ) : developers.data.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" ta="center">
            {t('developers.empty')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {developers.data.map((developer) => (
            <li key={developer.id}>
              <DeveloperCard
                developer={developer}
                onEdit={(chosen) => setForm({ opened: true, developer: chosen })}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      <DeveloperFormDialog
        opened={form.opened}
        developer={form.opened ? form.developer : null}
        onClose={() => setForm({ opened: false })}
      />
    </section>
  );
}
