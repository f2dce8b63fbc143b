import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../lib/paged-search';

/** The pages of an admin list, each control named; nothing when everything fits on one page. */
export function ListPagination({
  label,
  total,
  pageSize,
  page,
  onChange,
}: {
  label: string;
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getItemProps={(number) => ({ 'aria-label': t('common.pages.page', { page: number }) })}
        getControlProps={(control) => ({ 'aria-label': t(`common.pages.${control}`) })}
      />
    </nav>
  );
}
