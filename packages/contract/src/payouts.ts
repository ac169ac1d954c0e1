import { z } from 'zod';
import { CARD_PROCESSING } from './card-processing.ts';
import { csvTable } from './csv.ts';
import { toMajor, toMinor } from './money.ts';

/**
 * `GET /api/payouts` (host only): what each captured payment pays the host (decision 0021). Amounts are in
 * major units of `currency`, like listing prices. A stay is paid about 24 hours after check-in, a
 * damage-deposit claim CLAIM_PAYOUT_HOLD_DAYS after its charge (decision 0060); a refund lowers a scheduled payout and reverses a paid one. The transfer
 * itself is made in the platform's settlement currency (decision 0049): `transfer_amount` in
 * `transfer_currency`, at the charge's `exchange_rate` when the stay was priced in another currency.
 */
export const PAYOUT_STATUSES = ['scheduled', 'paid', 'reversed', 'held', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PayoutLine = z.object({
  reservation_id: z.number(),
  /** To the host: what the guest keeps paid minus the platform's fee. */
  amount: z.number(),
  /** The platform's fee on what the guest keeps paid. */
  fee: z.number(),
  currency: z.string(),
  /**
   * scheduled | paid | reversed (refunded: nothing left for the host; before any transfer the host reads it
   * as cancelled, `payoutStatusLabel`) | held (a dispute is open) |
   * failed (the payment provider refused the transfer; `reason` says why, the admins are told)
   */
  status: z.enum(PAYOUT_STATUSES),
  /** ISO instant the transfer is due. */
  scheduled_for: z.string(),
  /** ISO instant it was transferred; null before. */
  paid_at: z.string().nullable(),
  /** ISO instant it became `reversed`; null in any other status. */
  reversed_at: z.string().nullable(),
  /** What the money is for: the stay, or a damage-deposit claim. */
  kind: z.enum(['stay', 'deposit_claim']),
  guest_name: z.string(),
  listing: z.string(),
  /** The listing's IANA zone: the pages write the payout's instants on its clock, named (`Lisbon time`). */
  time_zone: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** What is (or will be) transferred, in the platform's settlement currency; null until it is known. */
  transfer_amount: z.number().nullable(),
  transfer_currency: z.string().nullable(),
  /** Units of `transfer_currency` per unit of `currency` (Stripe's), or null when no conversion was made. */
  exchange_rate: z.string().nullable(),
  /** Why a payout is held, failed or waiting to be retried, in words for the host; null otherwise. */
  reason: z.string().nullable(),
  /**
   * What the host still owes back on this payout (major units): a reversal Stripe refused because the money
   * was already withdrawn. It is kept from the host's next payouts in this currency until recovered.
   */
  owed: z.number(),
});
export type PayoutLine = z.infer<typeof PayoutLine>;

/**
 * Whether the host was paid for a payout: a transfer was made, or its amount paid the host's earlier debts.
 * Both set `paid_at` (a transfer in the same write as its id), so it is the one sign the pages and the e-mails
 * read; a transfer still waiting for the provider's answer is not yet paid.
 */
export const payoutTransferred = (line: Pick<PayoutLine, 'paid_at'>): boolean => line.paid_at !== null;

/**
 * A payout's status as the host reads it, on the pages and in the e-mails. The wire says `reversed` whenever
 * nothing is left for the host, but before any transfer (a full refund, a host's cancellation before the
 * payout date) no money was taken back: the payout was cancelled and never paid. `reversed` stays for money
 * taken back after it was paid; a payout held or scheduled reads as such, whatever its amount.
 */
export type PayoutStatusLabel = PayoutStatus | 'cancelled';
export const payoutStatusLabel = (line: Pick<PayoutLine, 'status' | 'paid_at'>): PayoutStatusLabel =>
  line.status === 'reversed' && !payoutTransferred(line) ? 'cancelled' : line.status;

/**
 * Whether a payout's `fee` is the card processing the guest kept paid on cancelling (decision 0089), not a
 * commission. The platform's fee is never below the charge's card processing, and a cancellation leaves the
 * guest paying at least that much; when that is all they keep, none of it is the host's: a fee with nothing
 * for the host is that card processing, the amount the guest's refund names "Card processing".
 */
export const payoutFeeIsCardProcessing = (line: Pick<PayoutLine, 'amount' | 'fee'>): boolean =>
  line.fee > 0 && line.amount === 0;

/** The name of a payout's fee wherever the host reads it: the guest's name for the same money, else the platform's. */
export const payoutFeeLabel = (line: Pick<PayoutLine, 'amount' | 'fee'>): string =>
  payoutFeeIsCardProcessing(line) ? CARD_PROCESSING : 'Platform fee';

export const PayoutsReply = z.object({ data: z.array(PayoutLine) });
export type PayoutsReply = z.infer<typeof PayoutsReply>;

export interface PayoutTotal {
  currency: string;
  /** Scheduled or held, less what the host owes back (kept from them first): still to come, never below 0. */
  upcoming: number;
  /** What the host still owes back in this currency (`PayoutLine.owed`), kept from their next payouts. */
  owed: number;
  paid: number;
  /** Platform fees. */
  fee: number;
  /** Card processing that guests who cancelled kept paid (`payoutFeeIsCardProcessing`), apart from the fees. */
  processing: number;
}

/**
 * Totals per currency (summed in minor units, so no float drift), currencies in alphabetical order. What is
 * owed back is kept from the next payouts in its currency, so what is to come is shown after it.
 */
export function payoutTotals(lines: readonly PayoutLine[]): PayoutTotal[] {
  const sums = new Map<string, Omit<PayoutTotal, 'currency'>>();
  for (const line of lines) {
    const sum = sums.get(line.currency) ?? { upcoming: 0, owed: 0, paid: 0, fee: 0, processing: 0 };
    const minor = toMinor(line.amount, line.currency);
    if (line.status === 'paid') sum.paid += minor;
    else if (line.status === 'scheduled' || line.status === 'held') sum.upcoming += minor;
    sum.owed += toMinor(line.owed, line.currency);
    const fee = toMinor(line.fee, line.currency);
    if (payoutFeeIsCardProcessing(line)) sum.processing += fee;
    else sum.fee += fee;
    sums.set(line.currency, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => ({
      currency,
      upcoming: toMajor(Math.max(0, s.upcoming - s.owed), currency),
      owed: toMajor(s.owed, currency),
      paid: toMajor(s.paid, currency),
      fee: toMajor(s.fee, currency),
      processing: toMajor(s.processing, currency),
    }));
}

const CSV_COLUMNS = [
  'reservation_id',
  'kind',
  'guest_name',
  'listing',
  'start_date',
  'end_date',
  'amount',
  'fee',
  'currency',
  'transfer_amount',
  'transfer_currency',
  'exchange_rate',
  'status',
  'reason',
  'scheduled_for',
  'paid_at',
  'reversed_at',
  'owed',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * The payouts as CSV (contract/csv.ts: RFC 4180, CRLF, a guest's or listing's name that starts like a formula
 * neutralised), one line per payout, the wire's field names as the header; an absent value is an empty cell.
 * The status is the one the page shows (`payoutStatusLabel`): a payout that ended before any transfer is
 * `cancelled`, not `reversed`.
 */
export function payoutsCsv(lines: readonly PayoutLine[]): string {
  return csvTable(
    CSV_COLUMNS,
    lines.map((line) => {
      const cells = Object.fromEntries(CSV_COLUMNS.map((c) => [c, line[c] ?? '']));
      return { ...cells, status: payoutStatusLabel(line) } as Record<CsvColumn, string | number>;
    }),
  );
}

/**
 * `GET /api/admin/payments` (admins): the platform's country and settlement currency, which decide which
 * hosts can be paid (decision 0049), and the payouts the provider refused for good, oldest first.
 */
export const AdminPaymentsReply = z.object({
  data: z.object({
    /** null when the payment provider could not be asked just now. */
    platform: z.object({ country: z.string(), settlement_currency: z.string() }).nullable(),
    failed_payouts: z.array(PayoutLine.extend({ host_email: z.string() })),
  }),
});
export type AdminPaymentsReply = z.infer<typeof AdminPaymentsReply>;
