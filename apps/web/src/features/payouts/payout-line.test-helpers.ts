import type { PayoutLine } from '@innkeep/contract/payouts';

/** A payout line as the API sends it: a scheduled stay payout for Ana Silva's three nights at the Harbour flat. */
export const payoutLine = (over: Partial<PayoutLine> = {}): PayoutLine => ({
  reservation_id: 41,
  amount: 296.1,
  fee: 18.9,
  currency: 'EUR',
  status: 'scheduled',
  scheduled_for: '2027-06-19T14:00:00.000Z',
  paid_at: null,
  reversed_at: null,
  kind: 'stay',
  guest_name: 'Ana Silva',
  listing: 'Harbour flat',
  time_zone: 'Europe/Lisbon',
  start_date: '2027-06-18',
  end_date: '2027-06-21',
  transfer_amount: null,
  transfer_currency: null,
  exchange_rate: null,
  reason: null,
  owed: 0,
  ...over,
});
