import { toDecimal, toMoneyString, type DecimalInput } from '../decimal';
import {
  fillTemplate,
  SERVER_TEXTS,
  textLanguage,
  type EmailActionKey,
  type NotificationTextKey,
  type TextValues,
} from './server-texts';
import type { TLanguageCode } from '../users/languages';
import type { TNotificationKind } from '../notifications/notification-preferences.schemas';

/**
 * Every text the API writes to a person (notification titles and messages, e-mail subjects and
 * bodies), keyed and written in the site's 15 languages (server-texts.ts, locales/). Each
 * builder takes named values; money and durations are formatted in the reader's locale.
 */

export interface NotificationText {
  title: string;
  message: string;
}

/**
 * A notification written from a keyed text: the key and its values are stored, and the title
 * and message are rendered in the reader's language each time it is read. title and message
 * hold the English rendering, for readers of the row itself (the admin, support).
 */
export interface KeyedNotificationText extends NotificationText {
  kind: TNotificationKind;
  textKey: NotificationTextKey;
  textValues: TextValues;
}

/** Which of the user's notification choices each text falls under. */
export const NOTIFICATION_KIND_OF_TEXT: Record<NotificationTextKey, TNotificationKind> = {
  investmentSubmitted: 'investment',
  investmentCancelled: 'investment',
  investmentExpired: 'investment',
  paymentConfirmed: 'payment',
  paymentRefunded: 'payment',
  unitSold: 'payment',
  kycApproved: 'kyc',
  kycRejected: 'kyc',
  milestoneMoved: 'projectUpdate',
  projectNotReporting: 'projectUpdate',
  updateVerified: 'projectUpdate',
  updateDisputed: 'projectUpdate',
  interestReceived: 'interest',
  interestApproved: 'interest',
  interestDeclined: 'interest',
  paymentInstructionsChanged: 'payment',
  escrowReleased: 'payment',
  escrowReleasedOpening: 'payment',
};

/** Renders a stored notification text in a language (English for an unknown one). */
export function renderNotificationText(
  key: NotificationTextKey,
  values: TextValues,
  language: string | null | undefined,
): NotificationText {
  const code = textLanguage(language);
  const template = SERVER_TEXTS[code].notifications[key];
  return {
    title: fillTemplate(template.title, values, code),
    message: fillTemplate(template.message, values, code),
  };
}

export function isNotificationTextKey(key: unknown): key is NotificationTextKey {
  return typeof key === 'string' && Object.hasOwn(NOTIFICATION_KIND_OF_TEXT, key);
}

function keyed(textKey: NotificationTextKey, textValues: TextValues): KeyedNotificationText {
  return {
    kind: NOTIFICATION_KIND_OF_TEXT[textKey],
    textKey,
    textValues,
    ...renderNotificationText(textKey, textValues, 'en'),
  };
}

/** Amounts are stored as exact decimal strings ('12000.00'), never floats. */
const money = (amount: DecimalInput) => toMoneyString(toDecimal(amount));

export const NOTIFICATION_TEXTS = {
  investmentSubmitted: (v: {
    amount: DecimalInput;
    projectTitle: string;
    unitNumber: string;
    reference: string | null;
  }) => keyed('investmentSubmitted', { ...v, amount: money(v.amount) }),
  paymentConfirmed: (v: { amount: DecimalInput; projectTitle: string; unitNumber: string }) =>
    keyed('paymentConfirmed', { ...v, amount: money(v.amount) }),
  /** Money that could not pay for an investment went back; `refundAmount` in `currency`. */
  paymentRefunded: (v: { reference: string; refundAmount: string; currency: string }) =>
    keyed('paymentRefunded', v),
  investmentCancelled: (v: { reference: string | null }) => keyed('investmentCancelled', v),
  investmentExpired: (v: { reference: string | null; deadlineDays: number }) =>
    keyed('investmentExpired', v),
  interestReceived: (v: { amount: DecimalInput; projectTitle: string }) =>
    keyed('interestReceived', { ...v, amount: money(v.amount) }),
  interestApproved: (v: { projectTitle: string }) => keyed('interestApproved', v),
  interestDeclined: (v: { projectTitle: string }) => keyed('interestDeclined', v),
  unitSold: (v: { unitNumber: string; projectTitle: string; profitShare: DecimalInput }) =>
    keyed('unitSold', { ...v, profitShare: money(v.profitShare) }),
  kycApproved: () => keyed('kycApproved', {}),
  kycRejected: (v: { reason: string | null }) => keyed('kycRejected', v),
  /** A milestone's planned date moved; the dates are YYYY-MM-DD, written in each reader's language. */
  milestoneMoved: (v: {
    projectTitle: string;
    milestone: string;
    previousDate: string;
    newDate: string;
    reason: string;
  }) => keyed('milestoneMoved', v),
  projectNotReporting: (v: { projectTitle: string; intervalDays: number }) =>
    keyed('projectNotReporting', v),
  /** An independent inspector confirmed, or disputed with a note, a reported update. */
  updateVerified: (v: { projectTitle: string; updateTitle: string }) => keyed('updateVerified', v),
  updateDisputed: (v: { projectTitle: string; updateTitle: string; note: string | null }) =>
    keyed('updateDisputed', v),
  /** Where an unpaid investment is paid changed; the new details are on the dashboard. */
  paymentInstructionsChanged: (v: { bankName: string }) => keyed('paymentInstructionsChanged', v),
  /**
   * Cedis left the project's escrow for its developer (`cedis` a decimal string): for a milestone
   * an inspector signed off, or (milestone null) the opening tranche at funding close.
   */
  escrowReleased: (v: { projectTitle: string; milestone: string | null; cedis: string }) =>
    v.milestone === null
      ? keyed('escrowReleasedOpening', { projectTitle: v.projectTitle, cedis: v.cedis })
      : keyed('escrowReleased', v),
  /** The update's own title and description (the admin's words), under the project's name. */
  projectUpdate: (v: {
    projectTitle: string;
    updateTitle: string;
    description: string;
  }): NotificationText & { kind: TNotificationKind } => ({
    kind: 'projectUpdate',
    title: `${v.projectTitle}: ${v.updateTitle}`,
    message: v.description,
  }),
} as const;

/**
 * An e-mail's words: the subject and the plain-text body, with what the API's e-mail layout
 * needs to render both parts (the language, the code to show as a code block, the button).
 */
export interface EmailText {
  subject: string;
  text: string;
  language?: TLanguageCode;
  code?: string;
  action?: { label: string; url: string };
}

/** The subject and filled body of a text, its language, and its code and button if any. */
function emailText(
  language: TLanguageCode,
  template: { subject: string; body: string },
  values: Readonly<Record<string, string | number | null>>,
  extras: { code?: string; action?: { key: EmailActionKey; url: string } } = {},
): EmailText {
  const { action, ...rest } = extras;
  return {
    subject: template.subject,
    text: fillTemplate(template.body, values, language),
    language,
    ...rest,
    ...(action && {
      action: { label: SERVER_TEXTS[language].emails.layout.actions[action.key], url: action.url },
    }),
  };
}

/** One line, so a text typed with line breaks cannot add mail headers. */
function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export const EMAIL_TEXTS = {
  /** In the recipient's saved language; English for a visitor or no saved choice. */
  passwordReset: (
    v: {
      firstName: string;
      code: string;
      resetUrl: string;
      ttlMinutes: number;
      supportEmail: string;
    },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.passwordReset, v, {
      code: v.code,
      action: { key: 'enterCode', url: v.resetUrl },
    });
  },
  /** To the new address of an e-mail change, in the account's saved language; no name. */
  emailChange: (
    v: {
      code: string;
      settingsUrl: string;
      ttlMinutes: number;
      supportEmail: string;
    },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.emailChange, v, {
      code: v.code,
      action: { key: 'enterCode', url: v.settingsUrl },
    });
  },
  /** The sign-up's code (or a resend), to the address the account must prove. */
  emailVerification: (
    v: { code: string; verifyUrl: string; ttlMinutes: number; supportEmail: string },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.emailVerification, v, {
      code: v.code,
      action: { key: 'enterCode', url: v.verifyUrl },
    });
  },
  /** To the account's address when its failed sign-ins are being limited (once a window). */
  signInLimited: (
    v: { firstName: string; waitMinutes: number; settingsUrl: string; supportEmail: string },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.signInLimited, v, {
      action: { key: 'openSettings', url: v.settingsUrl },
    });
  },
  /** The same notice to an admin or inspector: a reset code, then the admin site's sign-in. */
  signInLimitedStaff: (
    v: {
      firstName: string;
      waitMinutes: number;
      resetUrl: string;
      signInUrl: string;
      supportEmail: string;
    },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(
      code,
      {
        subject: SERVER_TEXTS[code].emails.signInLimited.subject,
        body: SERVER_TEXTS[code].emails.signInLimited.staffBody,
      },
      v,
      { action: { key: 'resetPassword', url: v.resetUrl } },
    );
  },
  /** To the account's address after its password was changed. */
  passwordChanged: (
    v: { firstName: string; resetUrl: string; supportEmail: string },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.passwordChanged, v);
  },
  /** To the old address after the account moved to a new one. */
  emailChanged: (
    v: { firstName: string; newEmail: string; supportEmail: string },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.emailChanged, v);
  },
  /** To an inspector the admin invited: the code that sets their first password. */
  inspectorInvitation: (
    v: {
      firstName: string;
      code: string;
      setPasswordUrl: string;
      signInUrl: string;
      ttlDays: number;
      supportEmail: string;
    },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.inspectorInvitation, v, {
      code: v.code,
      action: { key: 'setPassword', url: v.setPasswordUrl },
    });
  },
  /**
   * How to pay a new investment, in the investor's saved language: the amount, reference,
   * deadline (Accra time) and the escrow account; each mobile-money merchant on a line.
   */
  investmentCreated: (
    v: {
      firstName: string;
      amount: DecimalInput;
      reference: string;
      deadline: Date;
      bankAccount: {
        bankName: string;
        branch: string;
        accountName: string;
        accountNumber: string;
        swiftCode: string;
      };
      mobileMoney: { networkLabel: string; merchantName: string; merchantNumber: string }[];
    },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    const { subject, body } = SERVER_TEXTS[code].emails.investmentCreated;
    const values = {
      firstName: v.firstName,
      amount: toMoneyString(toDecimal(v.amount)),
      reference: v.reference,
      deadline: new Intl.DateTimeFormat(code, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Africa/Accra',
      }).format(v.deadline),
      ...v.bankAccount,
      mobileMoney: v.mobileMoney
        .map((m) => `${m.networkLabel}: ${m.merchantName}, ${m.merchantNumber}`)
        .join('\n'),
    };
    return {
      subject: singleLine(fillTemplate(subject, values, code)),
      text: fillTemplate(body, values, code),
      language: code,
    };
  },
  /** To the owner after two-factor sign-in was turned on. */
  secondFactorEnabled: (
    v: { firstName: string; resetUrl: string; supportEmail: string },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.secondFactorEnabled, v);
  },
  /** To the owner after two-factor sign-in was turned off. */
  secondFactorDisabled: (
    v: { firstName: string; resetUrl: string; supportEmail: string },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.secondFactorDisabled, v);
  },
  /** To the owner once too many wrong codes locked the factor: the unlock link and a warning. */
  secondFactorLocked: (
    v: {
      firstName: string;
      unlockUrl: string;
      ttlDays: number;
      resetUrl: string;
      supportEmail: string;
    },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    return emailText(code, SERVER_TEXTS[code].emails.secondFactorLocked, v, {
      action: { key: 'unlockSecondFactor', url: v.unlockUrl },
    });
  },
  /** A notification sent by e-mail, rendered as the reader's bell shows it. */
  notification: (
    v: { firstName: string; title: string; message: string },
    language?: string | null,
  ): EmailText => {
    const code = textLanguage(language);
    const { subject, body } = SERVER_TEXTS[code].emails.notification;
    return {
      subject: singleLine(fillTemplate(subject, v, code)),
      text: fillTemplate(body, v, code),
      language: code,
    };
  },
  /** The support inbox's copy (always English): names and subject kept on one line. */
  contactMessage: (v: {
    id: number;
    name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
  }): EmailText => ({
    subject: `Contact form: ${singleLine(v.subject)}`,
    text: [
      `${singleLine(v.name)} wrote through the contact form (message #${v.id}).`,
      '',
      `Name: ${singleLine(v.name)}`,
      `Email: ${v.email}`,
      `Phone: ${v.phone ?? 'not given'}`,
      `Subject: ${singleLine(v.subject)}`,
      '',
      v.message,
      '',
      `Reply to: ${singleLine(v.name)} <${v.email}>`,
      'We promise visitors an answer within 24 hours.',
    ].join('\n'),
  }),
} as const;
