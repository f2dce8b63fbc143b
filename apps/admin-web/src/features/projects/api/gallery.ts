import { ADMIN_PAGE_MAX_SIZE, type TProjectPictureChanges } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

/** Under the project list's key: a change of cover shows on the project cards too. */
const galleryKey = (projectId: number) => [...queryKeys.projects.detail(projectId), 'gallery'];

/** GET /api/secure-admin/projects/{id}/pictures: the gallery, then the units' pictures. */
export function useProjectPictures(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: galleryKey(projectId),
    queryFn: async () =>
      unwrap(
        await api.adminPictures.listProjectPictures({ params: { projectId: String(projectId) } }),
        200,
      ),
  });
}

/** The project's units, for choosing whose pictures an upload is. */
export function useGalleryUnits(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...galleryKey(projectId), 'units'],
    queryFn: async () =>
      unwrap(
        await api.adminUnits.listAdminProjectUnits({
          params: { id: String(projectId) },
          query: { pageSize: ADMIN_PAGE_MAX_SIZE },
        }),
        200,
      ).items,
  });
}

function useAfterWrite(onDone?: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({ variant: 'success', title: t('gallery.saved'), message: t('gallery.savedMessage') });
      onDone?.();
    },
    onError: (error: unknown) => {
      notify({
        variant: 'error',
        title: t('gallery.failed'),
        message: serverMessageOr(error, t('gallery.failedMessage'), t),
      });
    },
  };
}

export interface PictureUpload {
  picture: File;
  caption: string;
  unitId: number | null;
}

/** POST the picture as multipart, with its caption and, for a unit's picture, the unit. */
export function useUploadPicture(projectId: number, onDone: () => void) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ picture, caption, unitId }: PictureUpload) =>
      unwrap(
        await api.adminPictures.uploadProjectPicture({
          params: { projectId: String(projectId) },
          body: { picture, caption, ...(unitId === null ? {} : { unitId: String(unitId) }) },
        }),
        201,
      ),
    ...useAfterWrite(onDone),
  });
}

export function useChangePicture(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: TProjectPictureChanges }) =>
      unwrap(
        await api.adminPictures.updateProjectPicture({
          params: { projectId: String(projectId), pictureId: String(id) },
          body: changes,
        }),
        200,
      ),
    ...useAfterWrite(),
  });
}

export function useDeletePicture(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await api.adminPictures.deleteProjectPicture({
          params: { projectId: String(projectId), pictureId: String(id) },
        }),
        200,
      ),
    ...useAfterWrite(),
  });
}
