import type {
  TDeveloperLicence,
  TDeveloperLicenceInput,
  TDeveloperLicenceKind,
} from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/developers/{id}/licences: both kinds, 'missing' where none is entered. */
export function useDeveloperLicences(developerId: number) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.developers.licences(developerId),
    queryFn: async (): Promise<TDeveloperLicence[]> =>
      unwrap(
        await api.adminDevelopers.listDeveloperLicences({
          params: { id: String(developerId) },
        }),
        200,
      ),
  });
}

interface LicenceChange {
  kind: TDeveloperLicenceKind;
  /** The developer's name and the kind's label, for the toast. */
  names: { name: string; kind: string };
}

/** The licences shown are the answer; the audit trail refreshes. */
function useAfterChange(developerId: number, outcome: 'saved' | 'removed') {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return {
    onSuccess: (licences: TDeveloperLicence[], { names }: LicenceChange) => {
      queryClient.setQueryData(queryKeys.developers.licences(developerId), licences);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t(`developers.licences.${outcome}`),
        message: t(`developers.licences.${outcome}Message`, names),
      });
    },
  };
}

/** PUT /api/secure-admin/developers/{id}/licences/{kind}: sets or changes it. */
export function useSetDeveloperLicence(developerId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ kind, body }: LicenceChange & { body: TDeveloperLicenceInput }) =>
      unwrap(
        await api.adminDevelopers.setDeveloperLicence({
          params: { id: String(developerId), kind },
          body,
        }),
        200,
      ),
    ...useAfterChange(developerId, 'saved'),
  });
}

/** DELETE /api/secure-admin/developers/{id}/licences/{kind}. */
export function useRemoveDeveloperLicence(developerId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ kind }: LicenceChange) =>
      unwrap(
        await api.adminDevelopers.removeDeveloperLicence({
          params: { id: String(developerId), kind },
        }),
        200,
      ),
    ...useAfterChange(developerId, 'removed'),
  });
}
