import { toDecimal, toMoneyString, type DecimalInput } from '../decimal';
import { KYC_MESSAGES } from '../kyc/kyc.schemas';
import { UNIT_ADMIN_MESSAGES } from '../units/units-admin.schemas';

/**
 * Every text the API writes to a person (notification titles and messages, e-mail subjects and
 * bodies), keyed, so a language can replace them one key at a time. Titles are plain texts;
 * what carries values is a function of named values. Money goes through formatUsd.
 */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A US-dollar amount as the texts show it: '$12,000.00' (half-up to the cent, no float). */
export function formatUsd(amount: DecimalInput): string {
  // Intl formats a numeric string exactly (no float conversion); the cast matches its types.
  return usd.format(toMoneyString(toDecimal(amount)) as unknown as number);
}

export interface NotificationText {
  title: string;
  message: string;
}

export const NOTIFICATION_TEXTS = {
  investmentSubmitted: (v: {
    amount: DecimalInput;
    projectTitle: string;
    unitNumber: string;
    reference: string | null;
  }): NotificationText => ({
    title: 'Investment Submitted',
    message: `Your investment of ${formatUsd(v.amount)} in ${v.projectTitle} (unit ${v.unitNumber}) awaits payment. Reference ${v.reference ?? ''}.`,
  }),
  paymentConfirmed: (v: {
    amount: DecimalInput;
    projectTitle: string;
    unitNumber: string;
  }): NotificationText => ({
    title: 'Payment Confirmed',
    message: `Your payment of ${formatUsd(v.amount)} for ${v.projectTitle} (unit ${v.unitNumber}) is confirmed.`,
  }),
  investmentCancelled: (v: { reference: string | null }): NotificationText => ({
    title: 'Investment Cancelled',
    message: `Your investment ${v.reference ?? ''} was cancelled and its reservation released.`,
  }),
  investmentExpired: (v: { reference: string | null; deadlineDays: number }): NotificationText => ({
    title: 'Investment Expired',
    message: `Your investment ${v.reference ?? ''} was not paid within ${v.deadlineDays} days and has expired.`,
  }),
  interestReceived: (v: { amount: DecimalInput; projectTitle: string }): NotificationText => ({
    title: 'New Investment Interest',
    message: `A new interest of ${formatUsd(v.amount)} in ${v.projectTitle} awaits review.`,
  }),
  interestApproved: (v: { projectTitle: string }): NotificationText => ({
    title: 'Interest Approved',
    message: `Your interest in ${v.projectTitle} was approved. We will contact you within 24 hours.`,
  }),
  interestDeclined: (v: { projectTitle: string }): NotificationText => ({
    title: 'Interest Declined',
    message: `Your interest in ${v.projectTitle} was not taken forward.`,
  }),
  unitSold: (v: {
    unitNumber: string;
    projectTitle: string;
    profitShare: DecimalInput;
  }): NotificationText => ({
    title: UNIT_ADMIN_MESSAGES.unitSoldNotificationTitle,
    message: `Unit ${v.unitNumber} of ${v.projectTitle} has been sold. Your profit share is ${formatUsd(v.profitShare)}.`,
  }),
  kycApproved: (): NotificationText => ({
    title: KYC_MESSAGES.kycApprovedTitle,
    message: KYC_MESSAGES.kycApprovedNotification,
  }),
  kycRejected: (v: { reason: string | null }): NotificationText => ({
    title: KYC_MESSAGES.kycRejectedTitle,
    message: `${KYC_MESSAGES.kycRejectedNotification} ${v.reason ?? ''}`.trim(),
  }),
  /** The update's own title and description, under the project's name. */
  projectUpdate: (v: {
    projectTitle: string;
    updateTitle: string;
    description: string;
  }): NotificationText => ({
    title: `${v.projectTitle}: ${v.updateTitle}`,
    message: v.description,
  }),
} as const;

export interface EmailText {
  subject: string;
  text: string;
}

/** One line, so a text typed with line breaks cannot add mail headers. */
function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export const EMAIL_TEXTS = {
  passwordReset: (v: {
    firstName: string;
    code: string;
    resetUrl: string;
    ttlMinutes: number;
    supportEmail: string;
  }): EmailText => ({
    subject: 'Your password reset code',
    text: [
      `Hello ${v.firstName},`,
      '',
      `Your password reset code is: ${v.code}`,
      '',
      `Enter it on ${v.resetUrl} within ${v.ttlMinutes} minutes. It works once.`,
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
      '',
      `Questions? Write to ${v.supportEmail}.`,
      '',
      'CoInvest Accra',
    ].join('\n'),
  }),
  /** The support inbox's copy of a contact-form message; names and subject kept on one line. */
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
