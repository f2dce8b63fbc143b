import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../lib/paged-search';

/**
 * Previous and Next through a list read in keyset pages, with where the admin is in it; nothing
 * when everything fits on one page. A keyset page starts after the one before it, so there is
 * no jumping to page 200: the order and the search find a row instead.
 */
export function KeysetPagination({
  label,
  page,
  total,
  pageSize,
  nextCursor,
  onPrevious,
  onNext,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  nextCursor: string | null;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}) {
  const { t } = useTranslation();
  if (page === 1 && nextCursor === null) return null;
  return (
    <Group component="nav" aria-label={label} gap="xs">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={page === 1}
        onClick={onPrevious}
      >
        {t('common.pages.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('common.pages.pageOf', { page, count: Math.max(page, pageCount(total, pageSize)) })}
      </Text>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        disabled={nextCursor === null}
        onClick={() => nextCursor !== null && onNext(nextCursor)}
      >
        {t('common.pages.next')}
      </Button>
    </Group>
  );
}
