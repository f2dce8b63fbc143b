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

describe('investor-web query keys', () => {
  it("nest: a user's notifications cover the bell's count and the panel's list, no one else's", async () => {
    const keys = [
      queryKeys.notifications.list(7, 'en'),
      queryKeys.notifications.unreadCount(7),
      queryKeys.notifications.list(8, 'en'),
      queryKeys.notifications.unreadCount(8),
    ];
    expect(await invalidatedBy(queryKeys.notifications.ofUser(7), keys)).toEqual(keys.slice(0, 2));
    expect(await invalidatedBy(queryKeys.notifications.all, keys)).toEqual(keys);
  });

  it('nest: a project covers its units, statistics and updates, not the lists or other projects', async () => {
    const mine = [
      queryKeys.projects.detail(1),
      queryKeys.projects.units(1),
      queryKeys.projects.unitStatistics(1),
      queryKeys.projects.updates(1),
    ];
    const others = [
      queryKeys.projects.detail(2),
      queryKeys.projects.units(2),
      queryKeys.projects.list({ location: 'Accra' }),
      queryKeys.projects.featured(3),
    ];
    expect(await invalidatedBy(queryKeys.projects.detail(1), [...mine, ...others])).toEqual(mine);
    expect(await invalidatedBy(queryKeys.projects.lists, [...mine, ...others])).toEqual(
      others.slice(2),
    );
    expect(await invalidatedBy(queryKeys.projects.all, [...mine, ...others])).toHaveLength(8);
  });

  it("keeps resources apart: one user's KYC, the rates, the developers, the session", async () => {
    const keys = [
      queryKeys.kyc.status(7),
      queryKeys.kyc.status(8),
      queryKeys.currencyRates.all,
      queryKeys.developers.all,
      queryKeys.currentUser,
      queryKeys.notifications.unreadCount(7),
    ];
    expect(await invalidatedBy(queryKeys.kyc.status(7), keys)).toEqual([keys[0]]);
    expect(await invalidatedBy(queryKeys.kyc.all, keys)).toEqual(keys.slice(0, 2));
    expect(await invalidatedBy(queryKeys.currencyRates.all, keys)).toEqual([keys[2]]);
    expect(await invalidatedBy(queryKeys.currentUser, keys)).toEqual([keys[4]]);
  });
});
