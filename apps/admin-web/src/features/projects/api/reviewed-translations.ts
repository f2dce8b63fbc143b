import type { TLanguageCode } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateTranslationMessage } from '../lib/translation-messages';

/** GET /api/secure-admin/projects/{id}/translations: one reviewed translation per language. */
export function useReviewedTranslations(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.projects.translations(projectId),
    queryFn: async () =>
      unwrap(
        await api.adminTranslations.listReviewedTranslations({
          params: { id: String(projectId) },
        }),
        200,
      ),
  });
}

/** Toasts of a reviewed-translation write; the list and the audit trail refresh after it. */
function useAfterWrite(projectId: number, outcome: 'saved' | 'removed') {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.translations(projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t('translations.toast.successTitle'),
        message: t(
          outcome === 'saved'
            ? 'translations.messages.translationReviewedSaved'
            : 'translations.messages.translationReviewedDeleted',
        ),
      });
    },
    onError: (error: unknown) => {
      notify({
        variant: 'error',
        title: t('translations.toast.errorTitle'),
        message: serverMessageOr(
          error,
          t(
            outcome === 'saved'
              ? 'translations.toast.saveFailed'
              : 'translations.toast.removeFailed',
          ),
          t,
          translateTranslationMessage,
        ),
      });
    },
  };
}

/** PUT /api/secure-admin/projects/{id}/translations/{language}: for the current description. */
export function useSaveReviewedTranslation(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({
      language,
      description,
    }: {
      language: TLanguageCode;
      description: string;
    }) =>
      unwrap(
        await api.adminTranslations.saveReviewedTranslation({
          params: { id: String(projectId), language },
          body: { description },
        }),
        200,
      ),
    ...useAfterWrite(projectId, 'saved'),
  });
}

/** DELETE /api/secure-admin/projects/{id}/translations/{language}. */
export function useRemoveReviewedTranslation(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (language: TLanguageCode) =>
      unwrap(
        await api.adminTranslations.deleteReviewedTranslation({
          params: { id: String(projectId), language },
        }),
        204,
      ),
    ...useAfterWrite(projectId, 'removed'),
  });
}
