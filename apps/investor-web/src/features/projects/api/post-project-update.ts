import type { TProjectUpdate, TProjectUpdateInput } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

/** The multipart body of /with-evidence: every field as text, then the photos. */
function updateWithEvidenceFormData(values: TProjectUpdateInput, photos: File[]): FormData {
  const body = new FormData();
  body.append('title', values.title);
  body.append('description', values.description);
  body.append('progressPercentage', String(values.progressPercentage));
  if (values.updateType) body.append('updateType', values.updateType);
  if (typeof values.imageUrl === 'string') body.append('imageUrl', values.imageUrl);
  if (typeof values.milestoneId === 'string' && values.milestoneId !== '') {
    body.append('milestoneId', values.milestoneId);
  }
  for (const photo of photos) body.append('photos', photo, photo.name);
  return body;
}

/**
 * POST /api/projects/{id}/updates (admin), or /updates/with-evidence when photos go with it. Success: 'Update Posted' and the timeline is read
 * again; failure: 'Error' - 'Failed to post update. Please try again.'
 */
export function usePostProjectUpdate(projectId: number) {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async ({
      values,
      photos,
    }: {
      values: TProjectUpdateInput;
      photos: File[];
    }): Promise<TProjectUpdate> => {
      const params = { id: String(projectId) };
      return unwrap(
        photos.length > 0
          ? await api.projectUpdates.postProjectUpdateWithEvidence({
              params,
              body: updateWithEvidenceFormData(values, photos),
            })
          : await api.projectUpdates.postProjectUpdate({ params, body: values }),
        201,
      );
    },
    onSuccess: () => {
      notify({
        variant: 'success',
        title: t('notifications.postUpdate.postedTitle'),
        message: t('notifications.postUpdate.postedMessage'),
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects.updates(projectId) });
    },
    onError: () => {
      notify({
        variant: 'error',
        title: t('notifications.postUpdate.failedTitle'),
        message: t('notifications.postUpdate.failedMessage'),
      });
    },
  });
}
