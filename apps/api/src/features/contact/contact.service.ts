import type { TContactMessage } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { contactEmail } from './contact-email';
import { insertContactMessage } from './contact.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

/** Keeps the message, then sends it to the support inbox (SMTP, or the outbox without it). */
export async function sendContactMessage(ctx: Context, body: TContactMessage): Promise<void> {
  const stored = await insertContactMessage(ctx.db, {
    name: body.name,
    email: body.email,
    phone: body.phone || null,
    subject: body.subject,
    message: body.message,
  });
  await ctx.email.send(contactEmail(stored, ctx.config.mail.supportEmail));
}
