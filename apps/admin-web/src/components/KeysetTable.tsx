import { Group, Loader, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { KeysetPagination } from './KeysetPagination';
import { LoadFailed } from './LoadFailed';
import type { useKeysetPages } from '../lib/keyset-pages';

interface KeysetPage<Row> {
  items: Row[];
  total: number;
  nextCursor: string | null;
}

/**
 * A list the API reads in keyset pages, as a table: a loader, the load failure with a retry,
 * the empty text, then the rows with their count and Previous / Next.
 */
export function KeysetTable<Row>({
  query,
  pages,
  pageSize,
  labelledBy,
  texts,
  columns,
  renderRow,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    data: KeysetPage<Row> | undefined;
    refetch: () => unknown;
  };
  pages: ReturnType<typeof useKeysetPages>;
  pageSize: number;
  /** The id of the section's title, which names the table. */
  labelledBy: string;
  texts: { loading: string; loadFailed: string; empty: string; total: string; pagination: string };
  columns: string[];
  renderRow: (row: Row) => ReactNode;
}) {
  const { data } = query;
  if (query.isPending) return <Loader aria-label={texts.loading} />;
  if (query.isError || !data) {
    return <LoadFailed title={texts.loadFailed} onRetry={() => query.refetch()} />;
  }
  if (data.items.length === 0) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Text c="dimmed" ta="center">
          {texts.empty}
        </Text>
      </Paper>
    );
  }
  return (
    <>
      <Paper withBorder radius="lg">
        <Table.ScrollContainer minWidth={720}>
          <Table aria-labelledby={labelledBy} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{data.items.map(renderRow)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {texts.total}
        </Text>
        <KeysetPagination
          label={texts.pagination}
          page={pages.page}
          total={data.total}
          pageSize={pageSize}
          nextCursor={data.nextCursor}
          onPrevious={pages.previous}
          onNext={pages.next}
        />
      </Group>
    </>
  );
}
