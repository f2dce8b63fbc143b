import { AUDIT_ENTITY_TYPES, type TAuditEntry } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import { Button, Code, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from './api/get-audit-log';
import { KeysetTable } from '../../components/KeysetTable';
import { useKeysetPages } from '../../lib/keyset-pages';

const PAGE_SIZE = 20;
const ALL = 'all';
const ENTITY_TYPES = Object.values(AUDIT_ENTITY_TYPES);

/** The audit trail: who changed what and when, with the entity before and after. */
export function AuditTab() {
  const { t } = useTranslation();
  const [entityType, setEntityType] = useState<string>(ALL);
  const pages = useKeysetPages(entityType);
  const auditLog = useAuditLog({
    pageSize: PAGE_SIZE,
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
    ...(entityType === ALL ? {} : { entityType }),
  });

  return (
    <Stack component="section" gap="md" aria-labelledby="audit-title">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3" id="audit-title">
            {t('audit.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('audit.intro')}
          </Text>
        </div>
        <Select
          label={t('audit.entityType')}
          data={[
            { value: ALL, label: t('audit.allEntities') },
            ...ENTITY_TYPES.map((value) => ({ value, label: t(`audit.entityTypes.${value}`) })),
          ]}
          value={entityType}
          onChange={(value) => setEntityType(value ?? ALL)}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <KeysetTable
        query={auditLog}
        pages={pages}
        pageSize={PAGE_SIZE}
        labelledBy="audit-title"
        texts={{
          loading: t('audit.title'),
          loadFailed: t('audit.loadFailed'),
          empty: t('audit.empty'),
          total: t('audit.total', { count: auditLog.data?.total ?? 0 }),
          pagination: t('audit.pagination'),
        }}
        columns={[
          t('audit.columns.time'),
          t('audit.columns.actor'),
          t('audit.columns.action'),
          t('audit.columns.entity'),
          t('audit.columns.details'),
        ]}
        renderRow={(entry) => <AuditRow key={entry.id} entry={entry} />}
      />
    </Stack>
  );
}

function AuditRow({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const entity = `${entry.entityType} ${entry.entityId}`;
  const detailsId = `audit-${entry.id}-details`;
  const actor =
    entry.actorUsername ??
    (entry.actorUserId === null ? t('audit.system') : t('audit.removedActor'));
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          {formatDate(entry.createdAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
        </Table.Td>
        <Table.Td>{actor}</Table.Td>
        <Table.Td>
          <Code>{entry.action}</Code>
        </Table.Td>
        <Table.Td>{entity}</Table.Td>
        <Table.Td>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t(open ? 'audit.hideDetails' : 'audit.showDetails', {
              action: entry.action,
              entity,
            })}
            onClick={() => setOpen((value) => !value)}
          >
            {t('audit.columns.details')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={5}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Snapshot label={t('audit.before')} value={entry.before} />
              <Snapshot label={t('audit.after')} value={entry.after} />
            </SimpleGrid>
            {entry.ip ? (
              <Text size="xs" c="dimmed" mt="xs">
                {t('audit.ip', { ip: entry.ip })}
              </Text>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

function Snapshot({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={600}>
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Text size="sm" c="dimmed">
          {t('audit.nothing')}
        </Text>
      ) : (
        <Code block>{JSON.stringify(value, null, 2)}</Code>
      )}
    </Stack>
  );
}
