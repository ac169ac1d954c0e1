import { cardProcessingMinor } from '@innkeep/contract/card-processing';
import { formatMoney, toMinor } from '@innkeep/contract/money';
import { type ReservationRow, ReservationStatus as S } from '@innkeep/contract/reservations';

/** What a host's move means, said before they confirm (docs/requirements/host.md#R-H16). */
export interface MoveConsequence {
  /** The dialog's title: the action, not "Change status". */
  title: string;
  /** The confirming button's words. */
  confirm: string;
  /** What happens to money and dates. */
  money: string;
  /** What the guest is e-mailed, if anything. */
  mail: string;
  /** A paid stay's refund and the card processing the host bears (decision 0023), when cancelling one. */
  refund: { amount: string; processing: string } | null;
  danger: boolean;
}

const TITLES: Partial<Record<number, string>> = {
  [S.AwaitingPayment]: 'Approve',
  [S.Declined]: 'Decline',
  [S.Cancelled]: 'Cancel reservation',
  [S.Inquiry]: 'Back to inquiry',
};

/**
 * The consequence of moving `r` to `to`, from what the server sent with the row: the amount paid less refunds is
 * what a host's cancellation gives back in full (the server refunds it, whatever the policy); nothing is computed
 * here that the server decides otherwise. `cardPayments` is false on a site that takes inquiries only;
 * `holdHours` is how long an approval holds the dates (unknown while the site's settings load).
 */
export function moveConsequence(
  r: ReservationRow,
  to: number,
  { cardPayments = true, holdHours }: { cardPayments?: boolean; holdHours?: number | undefined } = {},
): MoveConsequence {
  const guest = r.first_name;
  const total = formatMoney(toMinor(r.total_price, r.currency), r.currency);
  const paidMinor = toMinor(r.amount_paid, r.currency);
  const from = r.status.id;
  const base = { title: TITLES[to] ?? 'Change status', confirm: TITLES[to] ?? 'Change', refund: null };
  if (to === S.AwaitingPayment) {
    return {
      ...base,
      title: `Approve ${guest}'s request`,
      danger: false,
      money: cardPayments
        ? `The dates are held for ${guest}${holdHours ? ` for ${holdHours} hours` : ''} and nothing is charged until they pay ${total} by the link; unpaid, the hold lapses and the dates free up.`
        : `The dates are held for ${guest}; nothing is paid on the site, so you arrange the ${total} with them.`,
      mail: `${guest} is e-mailed that you approved, with the link to their booking.`,
    };
  }
  if (to === S.Declined) {
    const mailed = from === S.Inquiry || from === S.AwaitingPayment;
    return {
      ...base,
      title: `Decline ${guest}'s request`,
      danger: true,
      money:
        from === S.AwaitingPayment
          ? 'Nothing is charged; the held dates free up and the payment link stops working.'
          : 'Nothing is charged.',
      mail: mailed ? `${guest} is e-mailed that you declined.` : 'No e-mail is sent about the change.',
    };
  }
  if (to === S.Cancelled) {
    // Nothing left paid: the guest's bank gave it back (a dispute lost) or it was refunded already.
    if (from === S.Paid && paidMinor === 0) {
      return {
        ...base,
        title: `Cancel ${guest}'s paid stay`,
        danger: true,
        money: `Nothing is left to refund: ${guest}'s payment has already gone back to them. The dates free up.`,
        mail: `${guest} is e-mailed the cancellation.`,
      };
    }
    if (from === S.Paid) {
      return {
        ...base,
        title: `Cancel ${guest}'s paid stay`,
        danger: true,
        money: `${guest} is refunded in full, whatever the cancellation policy. The card processing is yours to pay: it is kept from your next payout.`,
        mail: `${guest} is e-mailed the cancellation and the refund.`,
        refund: {
          amount: formatMoney(paidMinor, r.currency),
          processing: formatMoney(cardProcessingMinor(paidMinor, r.currency), r.currency),
        },
      };
    }
    return {
      ...base,
      title: `Cancel ${guest}'s reservation`,
      danger: true,
      money:
        from === S.AwaitingPayment
          ? 'Nothing was charged; the held dates free up and the payment link stops working.'
          : 'Nothing was charged, so nothing is refunded.',
      mail:
        from === S.AwaitingPayment
          ? `${guest} is e-mailed that the reservation is cancelled.`
          : 'No e-mail is sent about the change.',
    };
  }
  return {
    ...base,
    danger: false,
    money: 'Nothing is charged or refunded.',
    mail: 'No e-mail is sent about the change.',
  };
}
