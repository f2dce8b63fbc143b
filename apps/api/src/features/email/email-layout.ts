import {
  PLATFORM_NAME,
  SERVER_TEXTS,
  fillTemplate,
  textLanguage,
  type EmailText,
} from '@coinvest/contract';
import type { EmailMessage } from './email.service';

/** An e-mail as its feature writes it: to whom, and its words (EMAIL_TEXTS). */
export type EmailContent = EmailText & { to: string };

const RTL_LANGUAGES = new Set(['ar']);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Only web links become links; anything else (javascript:, data:) stays text. */
function isWebLink(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

const LINK_STYLE = 'color:#1c7ed6;text-decoration:underline;word-break:break-all';
const CODE_STYLE =
  'display:inline-block;padding:6px 14px;border-radius:6px;background:#f1f3f5;' +
  'font-family:Menlo,Consolas,monospace;font-size:22px;font-weight:700;letter-spacing:4px;color:#212529';

/** A web address in running text, without the sentence's closing punctuation. */
const LINK_IN_TEXT = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

function linkHtml(url: string, label = url): string {
  return `<a href="${escapeHtml(url)}" style="${LINK_STYLE}">${escapeHtml(label)}</a>`;
}

/** One line of the body: escaped, its web addresses linked, its code shown as a code block. */
function lineHtml(line: string, code: string | undefined): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(LINK_IN_TEXT)) {
    html += textHtml(line.slice(last, match.index), code);
    html += isWebLink(match[0]) ? linkHtml(match[0]) : escapeHtml(match[0]);
    last = match.index + match[0].length;
  }
  return html + textHtml(line.slice(last), code);
}

function textHtml(text: string, code: string | undefined): string {
  if (!code) return escapeHtml(text);
  return text
    .split(code)
    .map(escapeHtml)
    .join(`<span style="${CODE_STYLE}">${escapeHtml(code)}</span>`);
}

/**
 * Renders an e-mail in the one layout every e-mail of the platform has: the platform's name,
 * the body's paragraphs, the button of its main action (its link written out for mail programs
 * that show no button), and a footer with the support address. The HTML part uses inline
 * styles only and no images, as mail programs require; the plain-text part holds the same
 * words, code and links.
 */
export function renderEmail(content: EmailContent, supportEmail: string): EmailMessage {
  const language = textLanguage(content.language);
  const layout = SERVER_TEXTS[language].emails.layout;
  const footer = fillTemplate(layout.footer, { supportEmail }, language);
  const dir = RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const action = content.action && isWebLink(content.action.url) ? content.action : undefined;

  const paragraphs = content.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#212529">${paragraph
          .split('\n')
          .map((line) => lineHtml(line, content.code))
          .join('<br>')}</p>`,
    );
  const button = action
    ? `<p style="margin:24px 0 8px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#1c7ed6;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#868e96">${escapeHtml(layout.linkFallback)}<br>${linkHtml(action.url)}</p>`
    : '';

  const html = `<!DOCTYPE html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#f8f9fa">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8f9fa">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:8px;text-align:${align};font-family:Arial,Helvetica,sans-serif">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e9ecef;font-size:20px;font-weight:700;color:#1c7ed6">${PLATFORM_NAME}</td></tr>
<tr><td style="padding:28px">${paragraphs.join('')}${button}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e9ecef;font-size:12px;line-height:1.5;color:#868e96">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  return {
    to: content.to,
    subject: content.subject,
    text: `${content.text}\n\n--\n${footer}`,
    html,
  };
}
