import type { TContactMessage } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { contactEmail } from './contact-email';
import { insertContactMessage } from './contact.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

/**
 * Keeps the message, then sends it to the support inbox (SMTP, or the outbox without it). It
 * belongs to an account only when its sender was signed in (`senderId`): the address typed in
 * the form proves nothing, and the data export and account deletion follow this link.
 */
export async function sendContactMessage(
  ctx: Context,
  senderId: number | null,
  body: TContactMessage,
): Promise<void> {
  const stored = await insertContactMessage(ctx.db, {
    userId: senderId,
    name: body.name,
    email: body.email,
    phone: body.phone || null,
    subject: body.subject,
    message: body.message,
  });
  await ctx.email.send(contactEmail(stored, ctx.config.mail.supportEmail));
}
