import type { TCreateFinancialGoal } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

export function useGoals() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.goals.all,
    queryFn: async () => unwrap(await api.goals.listGoals(), 200),
  });
}

/** Create (no id) or edit; every change reloads the list, whose progress the server computes. */
export function useSaveGoal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TCreateFinancialGoal }) =>
      id === null
        ? unwrap(await api.goals.createGoal({ body }), 201)
        : unwrap(await api.goals.updateGoal({ params: { goalId: String(id) }, body }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
  });
}

export function useCompleteGoal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.goals.completeGoal({ params: { goalId: String(id) } }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
  });
}

export function useDeleteGoal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.goals.deleteGoal({ params: { goalId: String(id) } }), 204),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
  });
}
