import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS, formatUsd, NOTIFICATION_TEXTS } from './notification-texts';

describe('formatUsd', () => {
  it('groups thousands and keeps two places, half-up', () => {
    expect(formatUsd('12000')).toBe('$12,000.00');
    expect(formatUsd('1234567.895')).toBe('$1,234,567.90');
    expect(formatUsd('66.67')).toBe('$66.67');
  });
});

describe('NOTIFICATION_TEXTS', () => {
  it('formats money in the texts', () => {
    expect(
      NOTIFICATION_TEXTS.investmentSubmitted({
        amount: '12000.00',
        projectTitle: 'Legon Court',
        unitNumber: 'A-1',
        reference: 'INV-0123456789AB',
      }),
    ).toEqual({
      title: 'Investment Submitted',
      message:
        'Your investment of $12,000.00 in Legon Court (unit A-1) awaits payment. Reference INV-0123456789AB.',
    });
  });
});

describe('EMAIL_TEXTS', () => {
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
