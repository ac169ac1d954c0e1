import { formatPrice, toMajor } from '@innkeep/contract/money';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { enqueueMail, hostNoticeMail, renderEmail, stayDates } from '../mail/mail.service.ts';
import { providerNote } from './payments.hooks.ts';
import * as repo from './payments.repository.ts';
import type { PaymentChange } from './payments.rules.ts';

/**
 * What a deposit claim's move means for people (decision 0024), in the transaction that moves it: the guest
 * whose bank wants them gets a link to approve it, the host learns whether it was charged or failed, and the
 * reservation's history says so. A failed claim is never shown as claimed.
 */
export async function claimMoved(
  deps: PaymentDeps,
  tx: Tx,
  claim: repo.PaymentRow,
  change: PaymentChange,
): Promise<void> {
  const r = await repo.reservationForPayment(tx, claim.reservationId);
  if (!r) return;
  const amount = formatPrice(toMajor(claim.amountMinor, claim.currency), claim.currency);
  const base = deps.env.publicBaseUrl;
  const note = (reason: string) => providerNote(tx, r, reason);
  if (change.status === 'requires_action') {
    await note(
      `Damage deposit claim of ${amount}: the guest's bank asks them to approve it; they were e-mailed a link.`,
    );
    await enqueueMail(
      tx,
      approveClaimMail(r, amount, claim.reason, `${base}/reservation/${r.uniqueHash}/deposit-claim`),
    );
  } else if (change.status === 'succeeded') {
    await note(`Damage deposit claim of ${amount} charged to the guest's card.`);
    await enqueueMail(
      tx,
      hostNoticeMail(
        r,
        `Your damage claim of ${amount} was charged`,
        [
          `The claim of ${amount} on the damage deposit of ${r.listingName} (${stayDates(r)}) was charged to the guest's card.`,
        ],
        base,
      ),
    );
  } else if (change.status === 'failed' || change.status === 'canceled') {
    const why =
      change.status === 'canceled'
        ? 'the guest did not approve it in time.'
        : (change.failureMessage ?? 'the card was declined.');
    await note(`Damage deposit claim of ${amount} failed: ${why}`);
    await enqueueMail(
      tx,
      hostNoticeMail(
        r,
        `Your damage claim of ${amount} could not be charged`,
        [
          `The claim of ${amount} on the damage deposit of ${r.listingName} (${stayDates(r)}) could not be charged: ${why}`,
          'Nothing was charged. While the claim window is open you can claim again from the reservation; otherwise write to the guest or to us through the contact page.',
        ],
        base,
      ),
    );
  }
}

/** The guest's bank wants them to approve the claim: why, how much, and the link to do it. */
function approveClaimMail(
  r: repo.ReservationForPayment,
  amount: string,
  reason: string | null,
  link: string,
) {
  return renderEmail({
    to: r.emailAddress,
    subject: `Approve the damage deposit charge of ${amount} for ${r.listingName}`,
    preheader: `Your bank asks you to approve the charge of ${amount}.`,
    greeting: `Hello ${r.firstName},`,
    paragraphs: [
      `After your stay at ${r.listingName} (${stayDates(r)}), the host claimed ${amount} of the damage deposit, as you agreed when you paid.`,
      ...(reason ? [`The host's reason: “${reason}”`] : []),
      'Your bank asks you to approve this charge. Open the link to approve it with your bank.',
    ],
    action: { label: 'Approve the charge', url: link },
    footnote: 'You received this e-mail because you stayed at a listing on Innkeep.',
  });
}
