import type { TAccountDeletionBody } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { saveFile, useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';

/** The name the server suggests (Content-Disposition), or a dated one like it. */
function fileNameOf(headers: Headers): string {
  const suggested = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  return suggested ?? `coinvest-my-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/** 'Download my data': the export through the contract's client (with the token), saved as a file. */
export function useDownloadMyData() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const response = await api.dataRights.exportMyData();
      const document = JSON.stringify(unwrap(response, 200), null, 2);
      saveFile(new Blob([document], { type: 'application/json' }), fileNameOf(response.headers));
    },
  });
}

export function useDeleteMyAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: TAccountDeletionBody) =>
      unwrap(await api.dataRights.deleteMyAccount({ body }), 200),
  });
}
