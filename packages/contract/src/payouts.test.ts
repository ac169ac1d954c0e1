import { type PayoutLine, payoutStatusLabel, payoutsCsv, payoutTransferred } from './payouts.ts';

const line: PayoutLine = {
  reservation_id: 7,
  amount: -45.5,
  fee: 4.55,
  currency: 'EUR',
  status: 'paid',
  scheduled_for: '2026-12-01',
  paid_at: null,
  reversed_at: null,
  kind: 'stay',
  guest_name: '=HYPERLINK("http://evil.example")',
  listing: 'Loft, "sea view"',
  time_zone: 'Europe/Lisbon',
  start_date: '2026-11-20',
  end_date: '2026-11-23',
  transfer_amount: null,
  transfer_currency: null,
  exchange_rate: null,
  reason: '@SUM(A1)',
  owed: 0,
};

describe('payoutsCsv', () => {
  it('neutralises a name that starts like a formula, quotes commas and quotes, keeps numbers as numbers', () => {
    const [, row] = payoutsCsv([line]).trimEnd().split('\r\n');
    expect(row).toBe(
      `7,stay,"'=HYPERLINK(""http://evil.example"")","Loft, ""sea view""",2026-11-20,2026-11-23,-45.5,4.55,EUR,,,,paid,'@SUM(A1),2026-12-01,,0`,
    );
  });
});

describe('payoutStatusLabel and payoutTransferred: one rule for the pages and the e-mails', () => {
  const at = '2026-12-02T15:00:00.000Z';
  const of = (status: PayoutLine['status'], paid_at: string | null) => ({
    ...line,
    amount: 0,
    status,
    paid_at,
  });

  it('cancelled only when nothing is left and nothing was ever paid; reversed when it was taken back', () => {
    expect(payoutStatusLabel(of('reversed', null))).toBe('cancelled');
    expect(payoutStatusLabel(of('reversed', at))).toBe('reversed');
  });

  it('a payout held by a dispute, or with its transfer still in flight, with nothing left is not cancelled', () => {
    // The cancellation e-mail once said "cancelled" whenever the amount was 0 and no transfer was made, while
    // the payouts page read these as held and scheduled: both now read the status.
    expect(payoutStatusLabel(of('held', null))).toBe('held');
    expect(payoutStatusLabel(of('scheduled', null))).toBe('scheduled');
  });

  it('paid means paid_at, whether a transfer was made or the payout paid earlier debts', () => {
    expect(payoutTransferred(of('paid', at))).toBe(true);
    expect(payoutTransferred(of('scheduled', null))).toBe(false);
    expect(payoutTransferred(of('failed', null))).toBe(false);
  });
});
