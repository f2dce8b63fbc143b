import { KYC_MESSAGES } from '@coinvest/contract';
import { translateMessage } from '@coinvest/ui';
import type { TFunction } from 'i18next';

type KycMessageKey = keyof typeof KYC_MESSAGES;

const keyByMessage = new Map<string, KycMessageKey>(
  Object.entries(KYC_MESSAGES).map(([key, message]) => [message, key as KycMessageKey]),
);

/**
 * A KYC message of the contract in the reader's language (kyc.validation.*); a shared one (an
 * image beyond the pixel budget, a restart) from the shared catalog; others as they came.
 */
export function translateKycMessage(message: string, t: TFunction): string {
  const key = keyByMessage.get(message);
  if (key) return t(`kyc.validation.${key}`);
  // 'Please upload: Front of ID, Selfie' keeps the list, with the lead words translated.
  if (message.startsWith(KYC_MESSAGES.kycPleaseUpload)) {
    return `${t('kyc.validation.kycPleaseUpload')}${message.slice(KYC_MESSAGES.kycPleaseUpload.length)}`;
  }
  return translateMessage(message, t);
}
