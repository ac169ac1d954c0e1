import { reservationDrawerPath } from '@innkeep/contract/channels';
import { formatDate } from '@innkeep/contract/dates';

export const PRODUCT_NAME = 'Innkeep';

/** A stay's dates as every e-mail writes them: `Nov 25, 2026 – Nov 29, 2026`. */
export const stayDates = (stay: { startDate: string; endDate: string }) =>
  `${formatDate(stay.startDate)} – ${formatDate(stay.endDate)}`;

/**
 * A first name fit to greet someone at an address nobody confirmed: up to three words of letters (any script),
 * hyphens and apostrophes, 30 characters, so that no link, address or sentence rides in on it; anything else
 * greets no one by name (docs/requirements/security.md#R-S5).
 */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M}'-]*( [\p{L}\p{M}'-]+){0,2}$/u;
export const greetingFor = (firstName: string) => {
  const name = firstName.trim();
  return name.length <= 30 && PLAIN_NAME.test(name) ? `Hello ${name},` : 'Hello,';
};

/** A rendered e-mail, as the outbox stores it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. from `newsletterHeaders` (content module) on newsletter mail. */
  headers?: Record<string, string>;
}

/**
 * A paragraph with a link inside it (the receipt's address opens the map): in HTML `before`, the linked
 * `label` and `after`; in the text part the same words, then `textLabel: url` written out.
 */
export interface LinkedParagraph {
  before: string;
  link: { label: string; url: string };
  after: string;
  textLabel: string;
}

export interface EmailContent {
  to: string;
  subject: string;
  /** Short summary shown by mail clients next to the subject. */
  preheader: string;
  greeting?: string;
  paragraphs: (string | LinkedParagraph)[];
  action?: { label: string; url: string };
  /** Smaller text under the button, e.g. why the reader got this mail. */
  footnote?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A web address written in a sentence, without the punctuation that ends the sentence after it. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?')\]’”]/g;
const LINK_STYLE = 'color:#2b8a3e;word-break:break-all';

/**
 * Text as HTML: escaped, and each web address in it a link that may break anywhere. A trip link, an unsubscribe
 * link or a long address in a message is otherwise one unbreakable word that widens the mail past a phone's screen.
 */
function textHtml(text: string): string {
  let html = '';
  let from = 0;
  for (const found of text.matchAll(URL_IN_TEXT)) {
    const url = escapeHtml(found[0]);
    html += `${escapeHtml(text.slice(from, found.index))}<a href="${url}" style="${LINK_STYLE}">${url}</a>`;
    from = found.index + found[0].length;
  }
  return html + escapeHtml(text.slice(from));
}

/**
 * Turns content into a real e-mail: an HTML part (table layout and inline styles, which mail clients
 * need) and a plain-text part with the same words and the link written out. Every later feature's
 * mail goes through here so they all look alike.
 */
export function renderEmail(c: EmailContent): OutgoingMail {
  // A long word (a name, a code) wraps instead of widening the mail on a phone.
  const open =
    '<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933;overflow-wrap:anywhere;word-break:break-word">';
  const p = (para: string | LinkedParagraph) =>
    typeof para === 'string'
      ? `${open}${textHtml(para)}</p>`
      : `${open}${escapeHtml(para.before)}<a href="${escapeHtml(para.link.url)}" style="color:#2b8a3e">${escapeHtml(para.link.label)}</a>${escapeHtml(para.after)}</p>`;
  const button = c.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:#2b8a3e">
<a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(c.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(c.action.url)}" style="color:#2b8a3e;word-break:break-all">${escapeHtml(c.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(c.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="padding-bottom:24px;font-size:22px;font-weight:700;color:#2b8a3e">${PRODUCT_NAME}</td></tr>
<tr><td>
${c.greeting ? p(c.greeting) : ''}
${c.paragraphs.map(p).join('\n')}
${button}
${c.footnote ? `<p style="margin:0;font-size:13px;line-height:20px;color:#52606d;overflow-wrap:anywhere;word-break:break-word">${textHtml(c.footnote)}</p>` : ''}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#7b8794">${PRODUCT_NAME} · short-term rentals made simple</p>
</td></tr></table></body></html>`;
  const text = [
    c.greeting,
    ...c.paragraphs.map((para) =>
      typeof para === 'string'
        ? para
        : `${para.before}${para.link.label}${para.after} ${para.textLabel}: ${para.link.url}`,
    ),
    c.action ? `${c.action.label}: ${c.action.url}` : undefined,
    c.footnote,
    `— ${PRODUCT_NAME}`,
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n\n');
  return { to: c.to, subject: c.subject, html, text };
}

/** Who a listing's host notice goes to: its host, or a co-host who looks after it (decision 0102). */
export interface HostReader {
  email: string;
  firstName: string;
  coHost: boolean;
}

/** Why a host notice came, as its last line says. */
export const hostNoticeFootnote = (reader: Pick<HostReader, 'coHost'>) =>
  `You received this e-mail because you ${reader.coHost ? 'co-host' : 'host'} this listing on ${PRODUCT_NAME}.`;

/**
 * A notice to a listing's host about one of its stays: the first paragraph previews it, the button opens
 * reservations, or the stay's own drawer when `reservationId` is given.
 */
export function hostNoticeMail(
  stay: { hostEmail: string; hostFirstName: string },
  subject: string,
  paragraphs: string[],
  baseUrl: string,
  reservationId?: number,
): OutgoingMail {
  return renderEmail({
    to: stay.hostEmail,
    subject,
    preheader: paragraphs[0] ?? subject,
    greeting: `Hello ${stay.hostFirstName},`,
    paragraphs,
    action:
      reservationId === undefined
        ? { label: 'Open reservations', url: `${baseUrl}/reservations` }
        : { label: 'Open the reservation', url: `${baseUrl}${reservationDrawerPath(reservationId)}` },
    footnote: 'You received this e-mail because you host this listing on Innkeep.',
  });
}
