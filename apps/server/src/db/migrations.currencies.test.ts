import { beforeMigration } from './migrations.test-helpers.ts';

/**
 * Migration 0010 (decision 0020): prices in currencies ICU gave no decimals but Stripe counts in hundredths
 * become hundredths; three-decimal prices round to a step of 10; what was sent to the provider stays.
 */
const database = beforeMigration('0010');

it('rescales HUF, ISK, IDR prices and snapshots by 100, rounds KWD to 10 fils, keeps EUR, JPY and payments', async () => {
  const { client, toLatest } = await database();
  await client.exec(`
    insert into users (id, first_name, last_name, email, password_hash) values (1, 'H', 'Ost', 'h@example.com', 'x');
    insert into reservation_statuses (id, name, color) values (6, 'Paid', 'green');
    insert into listings (id, host_id, external_listing_name, address, currency_code, price_minor,
      extra_person_price_minor, refundable_damage_deposit_minor, cleaning_fee_minor) values
      (1, 1, 'Budapest', 'A', 'HUF', 30000, 5000, 20000, null),
      (2, 1, 'Reykjavik', 'B', 'ISK', 25000, 0, 10000, 3000),
      (3, 1, 'Jakarta', 'C', 'IDR', 1500000, 0, 0, 100000),
      (4, 1, 'Kuwait', 'D', 'KWD', 12345, 1004, 0, 2500),
      (5, 1, 'Paris', 'E', 'EUR', 11950, 1000, 20000, 3000),
      (6, 1, 'Tokyo', 'F', 'JPY', 12000, 0, 0, 5000),
      (7, 1, 'Draft', 'G', null, null, null, null, null);
    insert into reservations (id, listing_id, unique_hash, status_id, start_date, end_date, guests, first_name,
      last_name, email_address, currency, base_rate_minor, total_price_minor, deposit_minor, price_breakdown) values
      (1, 1, 'h1', 6, '2026-01-01', '2026-01-03', 2, 'G', 'Uest', 'g@example.com', 'HUF', 30000, 60000, 20000,
        '{"currency":"HUF","nightsCount":2,"nightlyPriceMinor":30000,"nightsPriceMinor":60000,"discount":{"kind":"weekly","percent":5,"amountMinor":3000},"totalPriceMinor":60000,"excludedFees":["refundable_damage_deposit"]}'),
      (2, 5, 'h2', 6, '2026-01-01', '2026-01-02', 2, 'G', 'Uest', 'g@example.com', 'EUR', 11950, 11950, 20000,
        '{"currency":"EUR","nightlyPriceMinor":11950,"discount":null,"totalPriceMinor":11950}');
    insert into payments (reservation_id, provider, idempotency_key, payment_method_id, amount_minor, currency, status)
      values (1, 'stripe', 'k1', 'pm_card_visa', 60000, 'HUF', 'succeeded');
  `);
  await toLatest();

  const listings = await client.query<Record<string, number | null>>(
    `select price_minor::int as price, extra_person_price_minor::int as extra,
       refundable_damage_deposit_minor::int as deposit, cleaning_fee_minor::int as cleaning
     from listings order by id`,
  );
  expect(listings.rows).toEqual([
    { price: 3_000_000, extra: 500_000, deposit: 2_000_000, cleaning: null },
    { price: 2_500_000, extra: 0, deposit: 1_000_000, cleaning: 300_000 },
    { price: 150_000_000, extra: 0, deposit: 0, cleaning: 10_000_000 },
    { price: 12_350, extra: 1000, deposit: 0, cleaning: 2500 },
    { price: 11_950, extra: 1000, deposit: 20_000, cleaning: 3000 },
    { price: 12_000, extra: 0, deposit: 0, cleaning: 5000 },
    { price: null, extra: null, deposit: null, cleaning: null },
  ]);

  const reservations = await client.query<{
    base: number;
    total: number;
    deposit: number;
    breakdown: Record<string, unknown>;
  }>(
    `select base_rate_minor::int as base, total_price_minor::int as total, deposit_minor::int as deposit,
       price_breakdown as breakdown from reservations order by id`,
  );
  expect(reservations.rows[0]).toEqual({
    base: 3_000_000,
    total: 6_000_000,
    deposit: 2_000_000,
    breakdown: {
      currency: 'HUF',
      nightsCount: 2,
      nightlyPriceMinor: 3_000_000,
      nightsPriceMinor: 6_000_000,
      discount: { kind: 'weekly', percent: 5, amountMinor: 300_000 },
      totalPriceMinor: 6_000_000,
      excludedFees: ['refundable_damage_deposit'],
    },
  });
  expect(reservations.rows[1]).toEqual({
    base: 11_950,
    total: 11_950,
    deposit: 20_000,
    breakdown: { currency: 'EUR', nightlyPriceMinor: 11_950, discount: null, totalPriceMinor: 11_950 },
  });

  // What the provider was asked for is history: it stays in the units it was sent in.
  const payments = await client.query<{ amount: number }>(`select amount_minor::int as amount from payments`);
  expect(payments.rows).toEqual([{ amount: 60_000 }]);
  await client.close();
}, 180_000);
