import { formatPrice, toMajor } from '@innkeep/contract/money';
import type { FraudWarningState } from '../../adapters/payments/payments.port.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { mailAdmins } from '../users/users.service.ts';
import * as events from './payments.events.repository.ts';
import { reservationHooks } from './payments.hooks.ts';

/**
 * `radar.early_fraud_warning.created` (decision 0068): the card issuer says a charge is likely fraud, and a
 * chargeback usually follows within weeks. A stay that has not started yet is cancelled and refunded in full
 * now (a refund cannot be disputed, and it costs no dispute fee); a stay under way or over is left to the
 * dispute process. The admins are e-mailed either way.
 */
export async function applyFraudWarning(deps: PaymentDeps, w: FraudWarningState): Promise<void> {
  const intentId = w.paymentIntentId;
  if (!intentId) return;
  const payment = await deps.db.transaction((tx) => events.findPaymentByIntent(tx, intentId));
  if (!payment) return;
  let outcome: string;
  if (!w.actionable) outcome = 'It is no longer actionable (already disputed or refunded): nothing was done.';
  else if (payment.kind !== 'stay')
    outcome = 'It is on a damage-deposit claim: nothing was refunded; decide whether to refund it.';
  else {
    try {
      const done = await reservationHooks().cancelForFraudWarning(deps, payment.reservationId, w.fraudType);
      const amount = formatPrice(toMajor(done.refundMinor, done.currency), done.currency);
      outcome = `The stay had not started: it was cancelled and ${amount} refunded to the card, so no chargeback can follow. The host and the guest were told.`;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcome = `It was not refunded: ${err.message} Expect a chargeback; refund it from the admin area if the stay did not take place.`;
    }
  }
  await deps.db.transaction((tx) =>
    mailAdmins(tx, {
      subject: `Early fraud warning on reservation ${payment.reservationId}`,
      preheader: `The card issuer reported a payment as likely fraud (${w.fraudType.replaceAll('_', ' ')}).`,
      paragraphs: [
        `The card issuer reported the payment for reservation ${payment.reservationId} as likely fraud (${w.fraudType.replaceAll('_', ' ')}).`,
        outcome,
      ],
      action: { label: 'Open the admin dashboard', url: `${deps.env.publicBaseUrl}/admin` },
    }),
  );
}
