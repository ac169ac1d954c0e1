import {
  type PayoutLine,
  payoutFeeLabel,
  payoutStatusLabel,
  payoutsCsv,
  payoutTotals,
  payoutTransferred,
} from './payouts.ts';

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
      `7,stay,"'=HYPERLINK(""http://evil.example"")","Loft, ""sea view""",2026-11-20,2026-11-23,-45.5,4.55,EUR,,,,paid,'@SUM(A1),2026-12-01,,,0`,
    );
  });

  it('says what the page says: cancelled before any transfer, reversed with its date after one', () => {
    const reversed_at = '2026-12-02T10:00:00.000Z';
    const ended = (paid_at: string | null) => ({
      ...line,
      amount: 0,
      status: 'reversed' as const,
      paid_at,
      reversed_at,
    });
    const rows = payoutsCsv([ended(null), ended('2026-12-01T14:00:00.000Z')])
      .trimEnd()
      .split('\r\n');
    expect(rows[1]).toContain(`,cancelled,'@SUM(A1),2026-12-01,,${reversed_at},0`);
    expect(rows[2]).toContain(`,reversed,'@SUM(A1),2026-12-01,2026-12-01T14:00:00.000Z,${reversed_at},0`);
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

describe("payoutFeeLabel: the guest's name for the card processing they kept", () => {
  it('a fee with nothing for the host is the card processing; a fee beside the host share is the platform fee', () => {
    // A free cancellation: the guest kept €30.03 of card processing and the host gets nothing (decision 0089).
    expect(payoutFeeLabel({ amount: 0, fee: 30.03 })).toBe('Card processing');
    expect(payoutFeeLabel({ amount: 296.1, fee: 18.9 })).toBe('Platform fee');
    // A host's cancellation returns the fee: nothing is kept at all.
    expect(payoutFeeLabel({ amount: 0, fee: 0 })).toBe('Platform fee');
  });

  it('totals the card processing apart from the platform fees', () => {
    const kept = { ...line, status: 'scheduled' as const, amount: 296.1, fee: 18.9 };
    const cancelled = { ...line, status: 'reversed' as const, amount: 0, fee: 30.03 };
    expect(payoutTotals([kept, cancelled])).toEqual([
      { currency: 'EUR', upcoming: 296.1, owed: 0, paid: 0, fee: 18.9, processing: 30.03 },
    ]);
  });

  it('shows what is to come after what the host owes back in that currency, never below nothing', () => {
    const next = { ...line, status: 'scheduled' as const, amount: 296.1, fee: 18.9 };
    const owing = { ...line, status: 'reversed' as const, amount: 0, fee: 0, owed: 20.35 };
    const elsewhere = { ...line, currency: 'USD', status: 'reversed' as const, amount: 0, fee: 0, owed: 12 };
    expect(payoutTotals([next, owing, elsewhere])).toEqual([
      { currency: 'EUR', upcoming: 275.75, owed: 20.35, paid: 0, fee: 18.9, processing: 0 },
      { currency: 'USD', upcoming: 0, owed: 12, paid: 0, fee: 0, processing: 0 },
    ]);
  });
});
