import { formatPrice, toMajor } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { enqueueMail, renderEmail, stayDates } from '../mail/mail.service.ts';
import { adminEmails } from '../users/users.service.ts';
import * as repo from './payouts.repository.ts';

/**
 * A payout the provider refused for good (decision 0049): the host and every admin are e-mailed, in the
 * transaction that marks it `failed`, with what to do. The admin dashboard lists it until it is resolved.
 */
export async function notifyFailedPayout(tx: Tx, deps: PaymentDeps, payoutId: number): Promise<void> {
  const line = await repo.payoutLine(tx, payoutId);
  if (!line) return;
  const p = line.payout;
  const amount = formatPrice(toMajor(p.amountMinor, p.currency), p.currency);
  const stay = `${line.listingName ?? 'your listing'}, ${stayDates(line)}, guest ${fullName(line.guestFirstName, line.guestLastName)}`;
  const why = p.failureMessage ?? 'The payment provider refused the transfer.';
  await enqueueMail(
    tx,
    renderEmail({
      to: line.hostEmail,
      subject: `Your payout of ${amount} could not be sent`,
      preheader: why,
      greeting: `Hello ${line.hostFirstName},`,
      paragraphs: [
        `We could not send your payout of ${amount} for ${stay}.`,
        why,
        'Check your payment account on the Integrations page (bank account, country, verification). The platform team has been told and will contact you.',
      ],
      action: { label: 'Open payouts', url: `${deps.env.publicBaseUrl}/payouts` },
      footnote: 'You received this e-mail because a payout for your listing on Innkeep failed.',
    }),
  );
  for (const to of new Set(await adminEmails(tx))) {
    if (to === line.hostEmail) continue;
    await enqueueMail(
      tx,
      renderEmail({
        to,
        subject: `Payout ${p.id} failed: ${amount} to ${line.hostFirstName} (reservation ${p.reservationId})`,
        preheader: why,
        greeting: 'Hello,',
        paragraphs: [
          `The payout of ${amount} for ${stay} failed after ${p.attempts} attempts.`,
          why,
          "The guest's money is on the platform's balance. Contact the host, fix the account or pay the host another way; docs/production.md says how to read and act on a failed payout.",
        ],
        action: { label: 'Open the admin dashboard', url: `${deps.env.publicBaseUrl}/admin` },
        footnote: 'You received this e-mail because you are an admin of Innkeep.',
      }),
    );
  }
}
