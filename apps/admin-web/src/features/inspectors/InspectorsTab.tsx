import { Badge, Button, Group, Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { useInspectors } from './api/inspectors';
import { useProjectChoices } from './api/project-choices';
import { InspectorCard } from './InspectorCard';
import { InviteInspectorDialog } from './InviteInspectorDialog';

/** The independent inspectors: the count, Invite Inspector, and a card per inspector. */
export function InspectorsTab() {
  const { t } = useTranslation();
  const inspectors = useInspectors();
  const projects = useProjectChoices();
  const [inviting, setInviting] = useState(false);

  return (
    <section aria-labelledby="inspectors-title">
      <Group justify="space-between" mb="xs">
        <Group gap="sm">
          <Title order={2} size="h3" id="inspectors-title">
            {t('inspectors.title')}
          </Title>
          {inspectors.isSuccess ? (
            <Badge variant="light" size="lg">
              {t('inspectors.count', { count: inspectors.data.length })}
            </Badge>
          ) : null}
        </Group>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setInviting(true)}
        >
          {t('inspectors.invite')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('inspectors.intro')}
      </Text>
      {inspectors.isPending || projects.isPending ? (
        <Loader aria-label={t('inspectors.title')} />
      ) : inspectors.isError ? (
        <LoadFailed title={t('inspectors.loadFailed')} onRetry={() => inspectors.refetch()} />
      ) : projects.isError ? (
        <LoadFailed title={t('inspectors.projectsLoadFailed')} onRetry={() => projects.refetch()} />
      ) : inspectors.data.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" ta="center">
            {t('inspectors.empty')}
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
          {inspectors.data.map((inspector) => (
            <li key={inspector.id}>
              <InspectorCard inspector={inspector} projects={projects.data} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <InviteInspectorDialog opened={inviting} onClose={() => setInviting(false)} />
    </section>
  );
}
