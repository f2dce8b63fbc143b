import { ADMIN_PAGE_MAX_SIZE } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export interface ProjectChoice {
  id: number;
  title: string;
}

/**
 * Every project's id and title, by title: the admin list's pages at its largest size, read
 * until the total is reached, so an inspector can be given any project and every assigned
 * one is named.
 */
export function useProjectChoices() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.projects.choices,
    queryFn: async (): Promise<ProjectChoice[]> => {
      const choices: ProjectChoice[] = [];
      for (let page = 1; ; page += 1) {
        const { items, total } = unwrap(
          await api.adminProjects.listAdminProjects({
            query: { page, pageSize: ADMIN_PAGE_MAX_SIZE },
          }),
          200,
        );
        choices.push(...items.map(({ id, title }) => ({ id, title })));
        if (items.length === 0 || choices.length >= total) break;
      }
      return choices.sort((a, b) => a.title.localeCompare(b.title));
    },
  });
}
