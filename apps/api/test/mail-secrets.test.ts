import { createUser } from '@coinvest/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { maskEmail } from '../src/lib/logger';
import {
  latestEmailTo,
  mailboxEmails,
  resetCodeSentTo,
  startTestApi,
  type TestApi,
} from './helpers';

let api: TestApi | undefined;
afterEach(() => api?.close());

/** Every string in a log line (numbers such as times are left out: a code is a string). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
}

/** Log lines with a string that contains the text, ignoring case (addresses are lower-cased). */
const linesWith = (lines: string[], text: string) =>
  lines.filter((line) =>
    stringsIn(JSON.parse(line)).some((s) => s.toLowerCase().includes(text.toLowerCase())),
  );

describe('reset codes stay secret', () => {
  it('after a reset mail is sent, neither the outbox nor the log holds the code or the full address', async () => {
    api = await startTestApi({ captureLog: true });
    const user = await createUser(api.db);

    await api.client.auth.forgotPassword({ body: { email: user.email } });
    const code = await resetCodeSentTo(api, user.email);
    // A wrong attempt and the right one: their bodies carry the address and a code too.
    const wrongCode = code === '000000' ? '000001' : '000000';
    const body = {
      email: user.email,
      newPassword: 'Lagoon-Rain-42',
      confirmPassword: 'Lagoon-Rain-42',
    };
    expect(
      (await api.client.auth.resetPassword({ body: { ...body, token: wrongCode } })).status,
    ).toBe(400);
    expect((await api.client.auth.resetPassword({ body: { ...body, token: code } })).status).toBe(
      200,
    );

    const outbox = await latestEmailTo(api.db, user.email);
    expect(outbox).toMatchObject({ status: 'sent', subject: 'Your password reset code' });
    expect(JSON.stringify(outbox)).not.toContain(code);

    const lines = api.logLines;
    expect(lines.length).toBeGreaterThan(0);
    expect(linesWith(lines, code)).toEqual([]);
    expect(linesWith(lines, wrongCode)).toEqual([]);
    expect(linesWith(lines, user.email)).toEqual([]);
    expect(linesWith(lines, 'code is')).toEqual([]);
    const sent = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'E-mail sent');
    expect(sent).toMatchObject({
      to: maskEmail(user.email),
      subject: 'Your password reset code',
      driver: 'file',
    });
    expect(maskEmail(user.email)).toMatch(/^.\*\*\*@/);
  });

  it('MAIL_DRIVER=log logs only that a mail went (masked address and subject) and writes no file', async () => {
    api = await startTestApi({ captureLog: true, env: { MAIL_DRIVER: 'log' } });
    const user = await createUser(api.db);

    await api.client.auth.forgotPassword({ body: { email: user.email } });
    await api.app.passwordResetRequests.drain();
    await api.app.email.settled();

    expect(await mailboxEmails(api.mailDir)).toEqual([]);
    const outbox = await latestEmailTo(api.db, user.email);
    expect(outbox).toMatchObject({ status: 'sent', bodyText: '', bodyHtml: null });
    expect(linesWith(api.logLines, user.email)).toEqual([]);
    expect(linesWith(api.logLines, 'code is')).toEqual([]);
    const sent = linesWith(api.logLines, 'E-mail sent').map((line) => JSON.parse(line) as unknown);
    expect(sent).toEqual([
      expect.objectContaining({
        to: maskEmail(user.email),
        subject: 'Your password reset code',
        driver: 'log',
      }),
    ]);
  });
});
