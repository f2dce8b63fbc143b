import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS, NOTIFICATION_TEXTS, renderNotificationText } from './notification-texts';

describe('NOTIFICATION_TEXTS', () => {
  const submitted = NOTIFICATION_TEXTS.investmentSubmitted({
    amount: '12000',
    projectTitle: 'Legon Court',
    unitNumber: 'A-1',
    reference: 'INV-0123456789AB',
  });

  it('keeps the key and values, with the English text for the row', () => {
    expect(submitted).toEqual({
      kind: 'investment',
      textKey: 'investmentSubmitted',
      textValues: {
        amount: '12000.00',
        projectTitle: 'Legon Court',
        unitNumber: 'A-1',
        reference: 'INV-0123456789AB',
      },
      title: 'Investment Submitted',
      message:
        'Your investment of $12,000.00 in Legon Court (unit A-1) awaits payment. Reference INV-0123456789AB.',
    });
  });

  it("renders in the reader's language, money in their locale", () => {
    expect(renderNotificationText(submitted.textKey, submitted.textValues, 'fr')).toEqual({
      title: 'Investissement enregistré',
      message:
        'Votre investissement de 12\u202f000,00\u00a0$US dans Legon Court (lot A-1) est en attente de paiement. Référence INV-0123456789AB.',
    });
    const expired = NOTIFICATION_TEXTS.investmentExpired({ reference: 'INV-1', deadlineDays: 7 });
    expect(renderNotificationText(expired.textKey, expired.textValues, 'ru').message).toContain(
      'в течение 7 дней',
    );
  });

  it("writes a moved milestone's dates as the reader's language does", () => {
    const moved = NOTIFICATION_TEXTS.milestoneMoved({
      projectTitle: 'Legon Court',
      milestone: 'Roof',
      previousDate: '2027-03-31',
      newDate: '2027-06-01',
      reason: 'Rains',
    });
    expect(renderNotificationText(moved.textKey, moved.textValues, 'en').message).toBe(
      'Legon Court: the milestone “Roof” moved from March 31, 2027 to June 1, 2027. Reason: Rains',
    );
    expect(renderNotificationText(moved.textKey, moved.textValues, 'fr').message).toContain(
      '31 mars 2027',
    );
  });

  it('falls back to English for no language or an unknown one', () => {
    const sold = NOTIFICATION_TEXTS.unitSold({
      unitNumber: 'B-2',
      projectTitle: 'Airport Hills',
      profitShare: '1234567.895',
    });
    for (const language of [null, 'xx']) {
      expect(renderNotificationText(sold.textKey, sold.textValues, language).message).toBe(
        'Unit B-2 of Airport Hills has been sold. Your profit share is $1,234,567.90.',
      );
    }
  });
});

describe('EMAIL_TEXTS', () => {
  const reset = {
    firstName: 'Ama',
    code: '123456',
    resetUrl: 'https://example.com/reset-password',
    ttlMinutes: 15,
    supportEmail: 'support@example.com',
  };

  it('writes the reset e-mail in the recipient language, English without one', () => {
    expect(EMAIL_TEXTS.passwordReset(reset).subject).toBe('Your password reset code');
    expect(EMAIL_TEXTS.passwordReset(reset).text).toContain('within 15 minutes. It works once.');
    const french = EMAIL_TEXTS.passwordReset(reset, 'fr');
    expect(french.subject).toBe('Votre code de réinitialisation du mot de passe');
    expect(french.text).toContain('Votre code de réinitialisation du mot de passe est : 123456');
    expect(french.text).toContain('dans un délai de 15 minutes');
  });

  it('keeps a notification e-mail subject on one line', () => {
    const mail = EMAIL_TEXTS.notification(
      { firstName: 'Ama', title: 'Legon: Roof\nBcc: x@example.com', message: 'Done' },
      'de',
    );
    expect(mail.subject).toBe('Legon: Roof Bcc: x@example.com');
    expect(mail.text).toContain('Guten Tag Ama');
  });

  it('keeps a contact subject on one line', () => {
    const mail = EMAIL_TEXTS.contactMessage({
      id: 1,
      name: 'Ama',
      email: 'ama@example.com',
      phone: null,
      subject: 'Two\nBcc: x@example.com',
      message: 'Hi',
    });
    expect(mail.subject).toBe('Contact form: Two Bcc: x@example.com');
  });
});
