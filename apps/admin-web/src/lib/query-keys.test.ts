import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** Which of `keys` an invalidation of `prefix` marks stale, in a real QueryClient. */
async function invalidatedBy(prefix: QueryKey, keys: QueryKey[]): Promise<QueryKey[]> {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  await client.invalidateQueries({ queryKey: prefix });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated);
}

const everyPanelKey: QueryKey[] = [
  queryKeys.summary,
  queryKeys.projects.list({ page: 1, q: '' }),
  queryKeys.projects.detail(4),
  queryKeys.projects.choices,
  queryKeys.units.list(4, { cursor: 'WyJBLTEiLDJd', q: 'A-1' }),
  queryKeys.units.statistics(4),
  queryKeys.units.statistics(5),
  queryKeys.developers.all,
  queryKeys.inspectors.all,
  queryKeys.currencyRates.all,
  queryKeys.audit.list({ pageSize: 20 }),
  queryKeys.kyc.pending,
  queryKeys.interests.pending,
  queryKeys.investments.list('pending_payment', undefined),
  queryKeys.investments.list('confirmed', 'WyIyMDMwIiwzXQ'),
];

describe('admin-web query keys', () => {
  it('nest: all covers every panel query but not the session', async () => {
    const keys = [...everyPanelKey, queryKeys.currentUser];
    expect(await invalidatedBy(queryKeys.all, keys)).toEqual(everyPanelKey);
  });

  it("nest: a project's units cover its pages and statistics, no other project's", async () => {
    expect(await invalidatedBy(queryKeys.units.ofProject(4), everyPanelKey)).toEqual([
      queryKeys.units.list(4, { cursor: 'WyJBLTEiLDJd', q: 'A-1' }),
      queryKeys.units.statistics(4),
    ]);
  });

  it('nest: projects, audit and investments cover their own pages only', async () => {
    expect(await invalidatedBy(queryKeys.projects.all, everyPanelKey)).toEqual([
      queryKeys.projects.list({ page: 1, q: '' }),
      queryKeys.projects.detail(4),
      queryKeys.projects.choices,
    ]);
    expect(await invalidatedBy(queryKeys.audit.all, everyPanelKey)).toEqual([
      queryKeys.audit.list({ pageSize: 20 }),
    ]);
    expect(await invalidatedBy(queryKeys.investments.all, everyPanelKey)).toHaveLength(2);
    expect(await invalidatedBy(queryKeys.summary, everyPanelKey)).toEqual([queryKeys.summary]);
  });
});
