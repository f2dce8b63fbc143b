import { useState } from 'react';

/**
 * Where the admin is in a list the API reads in keyset pages (units, payments, audit): the
 * cursors of the pages opened so far, so Previous returns to a page without asking where it
 * started, and a new filter (`filterKey`) starts again at the first page.
 */
export function useKeysetPages(filterKey: string) {
  const [opened, setOpened] = useState<{ filterKey: string; cursors: string[] }>({
    filterKey,
    cursors: [],
  });
  const cursors = opened.filterKey === filterKey ? opened.cursors : [];
  return {
    /** 1 for the first page. */
    page: cursors.length + 1,
    /** Undefined on the first page. */
    cursor: cursors.at(-1),
    next: (nextCursor: string) => setOpened({ filterKey, cursors: [...cursors, nextCursor] }),
    previous: () => setOpened({ filterKey, cursors: cursors.slice(0, -1) }),
  };
}
