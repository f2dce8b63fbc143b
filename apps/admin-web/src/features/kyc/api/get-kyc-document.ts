import type { TKycDocumentLink } from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import { getToken, saveFile } from '@coinvest/ui';
import { useEffect, useState } from 'react';
import { config } from '../../../config';

/**
 * A document as bytes, fetched with the bearer header: the download route serves only its
 * owner and the admin, so a plain <img src> (no header) cannot load it. The ts-rest client
 * parses bodies as JSON or text, hence fetch for this binary answer.
 */
export async function fetchKycDocument(link: TKycDocumentLink): Promise<Blob> {
  const token = getToken();
  const response = await fetch(`${config.apiUrl}${link.url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return response.blob();
}

/** An image document as an object URL for <img>, released when no longer shown. */
export function useKycImageUrl(link: TKycDocumentLink) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({
    url: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    fetchKycDocument(link)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => {
        if (live) setState({ url: null, failed: true });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [link]);
  return state;
}

/**
 * Saves a PDF document on the admin's computer. Not opened in a tab: a blob: page inherits the
 * site's Content-Security-Policy, whose object-src 'none' keeps the browser's PDF viewer out.
 */
export async function downloadKycDocument(link: TKycDocumentLink, fileName: string) {
  saveFile(await fetchKycDocument(link), fileName);
}
