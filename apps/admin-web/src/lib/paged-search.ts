import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Pages needed for `total` items, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The search box and page of an admin list. The search is sent 300 ms after typing stops, and
 * a page belongs to the search it was chosen on, so a new search starts at its first page.
 */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState({ q: '', page: 1 });
  const page = chosen.q === q ? chosen.page : 1;
  const setPage = (next: number) => setChosen({ q, page: next });
  return { search, setSearch, q, page, setPage };
}
