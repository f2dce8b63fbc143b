/**
 * The support address when none is configured: the API's SUPPORT_EMAIL and the investor site's
 * VITE_CONTACT_EMAIL fall back to this one, so the e-mails and the pages never name two inboxes.
 * A deployment sets both to its own (compose passes one value to both).
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@coinvest-accra.example';

/**
 * The platform's name where the API writes it outside a translated text: e-mails' signature,
 * receipts, the issuer authenticator apps show. The same in every language.
 */
export const PLATFORM_NAME = 'CoInvest Accra';
