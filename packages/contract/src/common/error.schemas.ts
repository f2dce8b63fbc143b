import { z } from 'zod';

export const ZErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The one body of every 4xx and 5xx answer. */
export const ZErrorSchema = z.object({
  message: z.string(),
  errorCode: z.string().optional(),
  issues: z.array(ZErrorIssueSchema).optional(),
});

export type TErrorIssue = z.infer<typeof ZErrorIssueSchema>;
export type TError = z.infer<typeof ZErrorSchema>;

/** Error responses any route may give; each router adds them through `commonResponses`. */
export const commonErrorResponses = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
  429: ZErrorSchema,
  500: ZErrorSchema,
} as const;

export const ZMessageSchema = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessageSchema>;
