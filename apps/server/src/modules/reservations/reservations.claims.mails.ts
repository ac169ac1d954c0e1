import { CLAIM_ANSWER_HOURS } from '@innkeep/contract/deposit-claims';
import { formatDateTime } from '@innkeep/contract/formats';
import { formatMoney } from '@innkeep/contract/money';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { renderEmail, stayDates } from '../mail/mail.service.ts';

/** What the claim mails say about the stay and who is in it. */
export interface ClaimMailFacts {
  firstName: string;
  emailAddress: string;
  listingName: string;
  startDate: string;
  endDate: string;
  hostEmail: string;
  hostFirstName: string;
  uniqueHash: string;
  currency: string;
  /** The listing's zone: the claim's times are written on its clock. */
  timeZone: string;
}

const GUEST_FOOT = 'You received this e-mail because you stayed at a listing on Innkeep.';
/** The claim, filed: amount, reason, photos and the link to accept or object before anything is charged. */
export function claimFiledMail(
  f: ClaimMailFacts,
  claim: { amountMinor: number; reason: string; photoUrls: string[]; answerBy: Date },
  base: string,
  depositMinor: number,
): OutgoingMail {
  const amount = formatMoney(claim.amountMinor, f.currency);
  return renderEmail({
    to: f.emailAddress,
    subject: `The host of ${f.listingName} claims ${amount} of your damage deposit: accept or object`,
    preheader: `Nothing is charged before you answer or ${CLAIM_ANSWER_HOURS} hours pass.`,
    greeting: `Hello ${f.firstName},`,
    paragraphs: [
      `After your stay at ${f.listingName} (${stayDates(f)}), the host reported damage and claims ${amount} of the ${formatMoney(depositMinor, f.currency)} damage deposit.`,
      `The host's reason: “${claim.reason}”`,
      ...(claim.photoUrls.length > 0
        ? [`The host's photos: ${claim.photoUrls.map((u) => `${base}${u}`).join(' ')}`]
        : []),
      `Nothing is charged yet. Open the link to accept or object by ${formatDateTime(claim.answerBy, f.timeZone)}. If you object, our team reads both sides and decides; if you do not answer by then, ${amount} is charged to the card you paid with, as you agreed when you paid.`,
    ],
    action: { label: 'Accept or object', url: `${base}/reservation/${f.uniqueHash}/deposit-claim` },
    footnote: GUEST_FOOT,
  });
}

export function guestClaimNoticeMail(f: ClaimMailFacts, subject: string, paragraphs: string[], base: string) {
  return renderEmail({
    to: f.emailAddress,
    subject,
    preheader: paragraphs[0] ?? subject,
    greeting: `Hello ${f.firstName},`,
    paragraphs,
    action: { label: 'See the claim', url: `${base}/reservation/${f.uniqueHash}/deposit-claim` },
    footnote: GUEST_FOOT,
  });
}

/** The guest objected: the admins read both sides in the admin area. */
export function adminObjectionMail(
  to: string,
  f: ClaimMailFacts,
  amount: string,
  objection: string,
  base: string,
): OutgoingMail {
  return renderEmail({
    to,
    subject: `A guest objects to a damage claim of ${amount} (${f.listingName})`,
    preheader: 'Decide: uphold (charge) or reject (close).',
    paragraphs: [
      `${f.firstName} objects to the damage claim of ${amount} after their stay at ${f.listingName} (${stayDates(f)}).`,
      `Their answer: “${objection}”`,
      'Nothing is charged until you decide.',
    ],
    action: { label: 'Decide the claim', url: `${base}/admin/deposit-claims` },
    footnote: 'You received this e-mail because you are an Innkeep admin.',
  });
}
