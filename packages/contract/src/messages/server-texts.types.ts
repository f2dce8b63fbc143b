import type { TPaymentChannel } from '../payments/payments.schemas';
import type { TProjectStatus, TProjectType } from '../projects/projects.schemas';

/**
 * The shape every language's server texts share. A template's {placeholders} are filled by
 * fillTemplate: amount and profitShare as money, deadlineDays and ttlMinutes as durations.
 */
export interface TextTemplate {
  title: string;
  message: string;
}

export type NotificationTextKey =
  | 'investmentSubmitted'
  | 'paymentConfirmed'
  | 'paymentRefunded'
  | 'investmentCancelled'
  | 'investmentExpired'
  | 'interestReceived'
  | 'interestApproved'
  | 'interestDeclined'
  | 'unitSold'
  | 'kycApproved'
  | 'kycRejected'
  | 'milestoneMoved'
  | 'projectNotReporting'
  | 'updateVerified'
  | 'updateDisputed'
  | 'paymentInstructionsChanged'
  | 'escrowReleased'
  | 'escrowReleasedOpening';

/** The main thing an e-mail asks the reader to do, shown as its button. */
export type EmailActionKey =
  'enterCode' | 'openSettings' | 'setPassword' | 'resetPassword' | 'unlockSecondFactor';

/** What a keyed text is filled with; stored as JSON next to the key. */
export type TextValues = Record<string, string | number | null>;

export interface ServerTexts {
  notifications: Record<NotificationTextKey, TextTemplate>;
  emails: {
    /** {firstName} {code} {resetUrl} {ttlMinutes} {supportEmail} */
    passwordReset: { subject: string; body: string };
    /**
     * To the new address of an e-mail change, not yet proven to be the owner's, so it greets
     * nobody by name: {code} {settingsUrl} {ttlMinutes} {supportEmail}
     */
    emailChange: { subject: string; body: string };
    /**
     * The sign-up's code, to an address nobody has proven yet, so it greets nobody by name:
     * {code} {verifyUrl} {ttlMinutes} {supportEmail}
     */
    emailVerification: { subject: string; body: string };
    /**
     * The account's failed sign-ins are being limited: {firstName} {waitMinutes} {settingsUrl}
     * {supportEmail}; an admin's or inspector's (staffBody), who has no settings page, sets a new
     * password with a reset code instead: {firstName} {waitMinutes} {resetUrl} {signInUrl}
     * {supportEmail}
     */
    signInLimited: { subject: string; body: string; staffBody: string };
    /** The password was changed: {firstName} {resetUrl} {supportEmail} */
    passwordChanged: { subject: string; body: string };
    /** To the old address, once the account moved to {newEmail}: {firstName} {supportEmail} */
    emailChanged: { subject: string; body: string };
    /**
     * An invited inspector's first code: {firstName} {code} {setPasswordUrl} {signInUrl}
     * {ttlDays} {supportEmail}
     */
    inspectorInvitation: { subject: string; body: string };
    /**
     * How to pay a new investment: {firstName} {amount} {reference} {deadline} {bankName}
     * {branch} {accountName} {accountNumber} {swiftCode} {mobileMoney}
     */
    investmentCreated: { subject: string; body: string };
    /** To the owner after two-factor sign-in was turned on: {firstName} {resetUrl} {supportEmail} */
    secondFactorEnabled: { subject: string; body: string };
    /** To the owner after two-factor sign-in was turned off: {firstName} {resetUrl} {supportEmail} */
    secondFactorDisabled: { subject: string; body: string };
    /**
     * To the owner once too many wrong codes locked the factor: {firstName} {unlockUrl}
     * {ttlDays} {resetUrl} {supportEmail}
     */
    secondFactorLocked: { subject: string; body: string };
    /** A notification sent by e-mail: {title} {message} {firstName} */
    notification: { subject: string; body: string };
    /**
     * The layout every e-mail is rendered in: the footer ({supportEmail}), the line above the
     * button's link for mail programs that show no button, and the buttons' labels.
     */
    layout: {
      footer: string;
      linkFallback: string;
      actions: Record<EmailActionKey, string>;
    };
  };
  chatbot: ChatbotTexts;
  /** The FAQ's answers the chatbot gives too; the FAQ page reads them here. {minimumCedis} */
  faq: { minimumAmount: string; risks: string };
  receipt: ReceiptTexts;
}

/** The receipt of a succeeded payment (a PDF): its title, its labels and its closing note. */
export interface ReceiptTexts {
  title: string;
  investor: string;
  issued: string;
  payment: string;
  reference: string;
  paidOn: string;
  project: string;
  unit: string;
  amountCharged: string;
  rate: string;
  investmentAmount: string;
  channel: string;
  channels: Record<TPaymentChannel, string>;
  note: string;
}

/**
 * The chatbot's answers, given by the API and by the investor site when the API cannot be
 * reached. payFromAbroad: {deadlineDays}.
 */
export interface ChatbotTexts {
  greeting: string;
  projectsFound: string;
  projectsFoundAll: string;
  projectLine: string;
  moreProjects: string;
  noProjects: string;
  noProjectsAll: string;
  criteriaLocation: string;
  criteriaMinInvestment: string;
  criteriaUnitPrice: string;
  criteriaType: string;
  criteriaStatus: string;
  criteriaSeparator: string;
  projectFacts: string;
  notStated: string;
  kycInfo: string;
  kycSignIn: string;
  kycNone: string;
  kycPending: string;
  kycUnderReview: string;
  kycApproved: string;
  kycExpired: string;
  kycRejected: string;
  kycAdditionalInfo: string;
  profitSharing: string;
  payFromAbroad: string;
  contact: string;
  unknown: string;
  linkAllProjects: string;
  linkContact: string;
  linkKyc: string;
  linkSignIn: string;
  linkFaq: string;
  types: Record<TProjectType, string>;
  statuses: Record<TProjectStatus, string>;
}
