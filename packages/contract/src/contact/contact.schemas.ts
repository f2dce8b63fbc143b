import { z } from 'zod';
import { emailSchema } from '../users/users.schemas';

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  phoneMax: 30,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const CONTACT_MESSAGES = {
  contactNameTooShort: `Name must be at least ${CONTACT_LIMITS.nameMin} characters`,
  contactNameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  contactEmailInvalid: 'Please enter a valid email address',
  contactPhoneInvalid: 'Please enter a valid phone number',
  contactSubjectTooShort: `Subject must be at least ${CONTACT_LIMITS.subjectMin} characters`,
  contactSubjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
  contactMessageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  contactMessageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
  contactReceived: 'Message received',
} as const;

/** The contact form, on the page and as the body of POST /api/contact. */
export const ZContactBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.nameMin, CONTACT_MESSAGES.contactNameTooShort)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.contactNameTooLong),
  email: emailSchema(CONTACT_MESSAGES.contactEmailInvalid),
  /** Optional; an empty one counts as none. */
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phoneMax, CONTACT_MESSAGES.contactPhoneInvalid)
    .regex(/^(\+?[\d\s().-]*\d[\d\s().-]*)?$/, CONTACT_MESSAGES.contactPhoneInvalid)
    .optional(),
  subject: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.subjectMin, CONTACT_MESSAGES.contactSubjectTooShort)
    .max(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.contactSubjectTooLong),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.contactMessageTooShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.contactMessageTooLong),
});
export type TContactBody = z.input<typeof ZContactBodySchema>;
export type TContactMessage = z.output<typeof ZContactBodySchema>;
