import { z } from 'zod';

/**
 * The kinds of notification a user can turn on or off, in the app and by e-mail: finer than
 * the bell's four display types, so payments can reach the inbox while project news stays in
 * the app. The database's check on notification_preferences.kind lists the same names.
 */
export const NOTIFICATION_KINDS = [
  'investment',
  'payment',
  'kyc',
  'interest',
  'projectUpdate',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  preferenceInvalid: 'Each notification type needs inApp and email set to true or false',
} as const;

const invalid = {
  invalid_type_error: NOTIFICATION_PREFERENCE_MESSAGES.preferenceInvalid,
  required_error: NOTIFICATION_PREFERENCE_MESSAGES.preferenceInvalid,
};

const ZChannelsSchema = z
  .object({ inApp: z.boolean(invalid), email: z.boolean(invalid) }, invalid)
  .strict(NOTIFICATION_PREFERENCE_MESSAGES.preferenceInvalid);
export type TNotificationChannels = z.infer<typeof ZChannelsSchema>;

/** Every kind with its two channels. */
export const ZNotificationPreferencesSchema = z.object({
  investment: ZChannelsSchema,
  payment: ZChannelsSchema,
  kyc: ZChannelsSchema,
  interest: ZChannelsSchema,
  projectUpdate: ZChannelsSchema,
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;

/** A PUT changes the kinds it names; the others keep their setting. */
export const ZUpdateNotificationPreferencesBodySchema =
  ZNotificationPreferencesSchema.partial().strict(
    NOTIFICATION_PREFERENCE_MESSAGES.preferenceInvalid,
  );
export type TUpdateNotificationPreferencesBody = z.infer<
  typeof ZUpdateNotificationPreferencesBodySchema
>;

/** Everything in the app; by e-mail what concerns the user's money and identity. */
export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  investment: { inApp: true, email: true },
  payment: { inApp: true, email: true },
  kyc: { inApp: true, email: true },
  interest: { inApp: true, email: false },
  projectUpdate: { inApp: true, email: false },
};
