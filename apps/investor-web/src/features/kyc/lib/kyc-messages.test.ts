import { IMAGE_MESSAGES, KYC_MESSAGES } from '@coinvest/contract';
import { loadUiCatalog } from '@coinvest/ui';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { translateKycMessage } from './kyc-messages';

describe('translateKycMessage', () => {
  it("shows the server's refusal of an image beyond the pixel budget in the reader's language", async () => {
    expect(translateKycMessage(IMAGE_MESSAGES.imageTooManyPixels, i18n.t)).toBe(
      IMAGE_MESSAGES.imageTooManyPixels,
    );
    i18n.addResourceBundle('fr', 'translation', (await loadUiCatalog('fr')) ?? {}, true, false);
    i18n.addResource('fr', 'translation', 'kyc.validation.kycFileTooLarge', 'Fichier trop gros');
    await i18n.changeLanguage('fr');
    try {
      expect(translateKycMessage(IMAGE_MESSAGES.imageTooManyPixels, i18n.t)).toBe(
        "L'image est trop grande en pixels : au plus 40 mégapixels et 8 000 pixels de côté",
      );
      expect(translateKycMessage(KYC_MESSAGES.kycFileTooLarge, i18n.t)).toBe('Fichier trop gros');
      expect(translateKycMessage('Something the server said', i18n.t)).toBe(
        'Something the server said',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
