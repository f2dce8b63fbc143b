import type { TAccountDeletionBody } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';

/** The name the server suggests (Content-Disposition), or a dated one like it. */
function fileNameOf(headers: Headers): string {
  const suggested = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  return suggested ?? `coinvest-my-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/** Saves a JSON document on the reader's computer under its file name. */
function saveJson(document: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The download has started from the URL once click() returns; the next task may release it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Download my data': the export through the contract's client (with the token), saved as a file. */
export function useDownloadMyData() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const response = await api.dataRights.exportMyData();
      saveJson(unwrap(response, 200), fileNameOf(response.headers));
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
