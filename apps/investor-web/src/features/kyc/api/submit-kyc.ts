import { contract, KYC_ERROR_CODES, type TKycRecord } from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import { getToken, notify } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../../config';
import { queryKeys } from '../../../lib/query-keys';
import type { KycFiles, KycFormValues } from '../lib/kyc-form';
import { translateKycMessage } from '../lib/kyc-messages';

/** The multipart body the contract describes: every text field as a string, userId, the files. */
export function kycFormData(userId: number, values: KycFormValues, files: KycFiles): FormData {
  const body = new FormData();
  body.append('userId', String(userId));
  for (const [name, value] of Object.entries(values)) {
    if (name === 'politicalExposureDetails' && !values.isPoliticallyExposed) continue;
    body.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) body.append(name, file, file.name);
  }
  return body;
}

/**
 * POST /api/kyc/submit (the contract's path) through XMLHttpRequest: the ts-rest client sends
 * with fetch, which cannot report upload progress, and the page shows a progress bar while
 * four files of up to 10 MB go out. Same bearer header and error shape as the client.
 */
export function uploadKyc(body: FormData, onProgress: (percent: number) => void) {
  return new Promise<TKycRecord>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${config.apiUrl}${contract.kyc.submitKyc.path}`);
    const token = getToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let parsed: unknown = request.responseText;
      try {
        parsed = JSON.parse(request.responseText) as unknown;
      } catch {
        // A body that is not JSON is kept as text for the error message.
      }
      if (request.status === 201) resolve(parsed as TKycRecord);
      else reject(new ApiError(request.status, parsed));
    };
    request.onerror = () => reject(new ApiError(0, ''));
    request.send(body);
  });
}

/** Sends the verification; on success the toast, then the status is read again. */
export function useSubmitKyc(userId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);

  const mutation = useMutation({
    mutationFn: ({ values, files }: { values: KycFormValues; files: KycFiles }) => {
      setProgress(0);
      return uploadKyc(kycFormData(userId, values, files), setProgress);
    },
    onSuccess: async () => {
      notify({
        variant: 'success',
        title: t('kyc.validation.kycSubmittedTitle'),
        message: t('kyc.validation.kycSubmittedMessage'),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.kyc.status(userId) });
    },
    onError: (error) => {
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      const missing =
        error instanceof ApiError && error.body?.errorCode === KYC_ERROR_CODES.documentsMissing;
      notify({
        variant: 'error',
        title: t(
          missing
            ? 'kyc.validation.kycMissingDocumentsTitle'
            : 'kyc.validation.kycSubmissionFailedTitle',
        ),
        message: reason
          ? translateKycMessage(reason, t)
          : t('kyc.validation.kycSubmissionFailedMessage'),
      });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
