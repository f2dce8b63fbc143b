import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailDelivery } from '../../config';
import type { MailTransport } from './email.service';

/**
 * The development mailbox (MAIL_DRIVER=file): each e-mail becomes one JSON file in dir, named so
 * that the newest sorts last, for a developer (or a test) to read a reset code without an SMTP
 * server. The config refuses it in production.
 */
export function fileMailbox(dir: string): MailTransport {
  const folder = path.resolve(dir);
  let sequence = 0;
  return {
    async sendMail(mail) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
      const file = path.join(folder, `${name}.json`);
      // Written aside, then renamed: a reader never sees half a mail.
      await writeFile(`${file}.part`, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
      await rename(`${file}.part`, file);
    },
  };
}

/** MAIL_DRIVER=log (a staging box): nothing is sent; the e-mail service logs that it went. */
export const logOnly: MailTransport = { sendMail: () => Promise.resolve() };

export function mailTransportFor(delivery: MailDelivery): MailTransport {
  switch (delivery.driver) {
    case 'smtp':
      return nodemailer.createTransport(delivery.smtpUrl);
    case 'log':
      return logOnly;
    case 'file':
      return fileMailbox(delivery.dir);
  }
}
