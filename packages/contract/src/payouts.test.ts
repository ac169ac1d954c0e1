import { type PayoutLine, payoutsCsv } from './payouts.ts';

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
