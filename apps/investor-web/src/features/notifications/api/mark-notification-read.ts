import type { TNotification } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/notifications/{id}/read, then the list and the unread count are read again. */
export function useMarkNotificationRead(userId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<TNotification> =>
      unwrap(
        await api.notifications.markNotificationRead({ params: { id: String(id) }, body: {} }),
        200,
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.ofUser(userId) }),
  });
}
