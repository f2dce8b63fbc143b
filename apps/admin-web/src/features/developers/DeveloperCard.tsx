import type { TAdminDeveloper } from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import { ActionIcon, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteDeveloper } from './api/save-developer';
import { FactList } from '../../components/FactList';

interface DeveloperCardProps {
  developer: TAdminDeveloper;
  onEdit: (developer: TAdminDeveloper) => void;
}

/** One developer: name, Active / Inactive, the main facts, edit and delete. */
export function DeveloperCard({ developer, onEdit }: DeveloperCardProps) {
  const { t, i18n } = useTranslation();
  const deleteDeveloper = useDeleteDeveloper();
  const titleId = `developer-${developer.id}-name`;
  const facts: [string, string][] = [
    [t('developers.facts.location'), `${developer.city}, ${developer.country}`],
    [t('developers.facts.email'), developer.email],
    [t('developers.facts.phone'), developer.phone],
    [t('developers.facts.established'), String(developer.establishedYear ?? '-')],
    [t('developers.facts.completedProjects'), String(developer.completedProjects)],
    // Developer values are in cedis (spec section 9).
    [t('developers.facts.totalValue'), formatMoney(developer.totalValue, 'GHS', i18n.language)],
    [t('developers.facts.rating'), Number(developer.rating).toFixed(1)],
  ];
  if (developer.licenseNumber) facts.push([t('developers.facts.license'), developer.licenseNumber]);
  const editLabel = t('developers.edit', { name: developer.name });
  const deleteLabel = t('developers.delete', { name: developer.name });

  return (
    <Card component="article" withBorder radius="lg" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Title order={3} size="h5" id={titleId}>
              {developer.name}
            </Title>
            <Badge color={developer.isActive ? 'teal' : 'gray'} variant="light">
              {developer.isActive ? t('developers.active') : t('developers.inactive')}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={editLabel}>
              <ActionIcon variant="subtle" aria-label={editLabel} onClick={() => onEdit(developer)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={deleteLabel}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={deleteLabel}
                loading={deleteDeveloper.isPending}
                onClick={() => deleteDeveloper.mutate({ id: developer.id, name: developer.name })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {developer.description}
        </Text>
        <FactList facts={facts} cols={{ base: 1, sm: 2 }} />
        {developer.specialties.length > 0 ? (
          <Group gap={6}>
            {developer.specialties.map((specialty) => (
              <Badge key={specialty} variant="outline" color="gray" size="sm">
                {specialty}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
