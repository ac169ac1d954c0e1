// What a stay's taxes come to once money went back to the guest: the snapshot's tax lines scaled to what the
// stay's card payments kept, for the host's tax report (decision 0048).
import type { TaxedStay } from './taxes-wire.ts';

type TaxLines = TaxedStay['taxes'];

/**
 * `keptMinor` spread over `taxes` in proportion (each tax follows the nights it was charged on), the rounding
 * remainder going to the largest fractions, so the lines add up to `min(keptMinor, their total)` exactly. One
 * line per tax, in order, each keeping its other fields. Pure.
 */
function shareOut(taxes: TaxLines, keptMinor: number): TaxLines {
  const total = taxes.reduce((sum, t) => sum + t.amountMinor, 0);
  const kept = Math.min(Math.max(0, keptMinor), total);
  const shares = taxes.map((t) => {
    const exact = total === 0 ? 0 : (t.amountMinor * kept) / total;
    return { line: t, minor: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let left = kept - shares.reduce((sum, x) => sum + x.minor, 0);
  for (const x of [...shares].sort((a, b) => b.fraction - a.fraction)) {
    if (left === 0) break;
    x.minor += 1;
    left -= 1;
  }
  return shares.map((x) => ({ ...x.line, amountMinor: x.minor }));
}

/**
 * A cancelled stay's tax lines as far as it kept them: `keptMinor` over the snapshot's taxes in proportion,
 * on lines with no guest-nights (nobody stayed); a tax that kept nothing has no line.
 */
export function keptTaxLines(taxes: TaxLines, keptMinor: number): TaxLines {
  return shareOut(taxes, keptMinor)
    .filter((x) => x.amountMinor > 0)
    .map((x) => ({ ...x, taxedGuestNights: null }));
}

/**
 * A paid stay's tax lines less the taxes its refunds gave back (a goodwill refund from the provider's
 * dashboard takes each charge's share) or a lost dispute took back: the guests stayed, so every line keeps its guest-nights, even one
 * whose whole amount went back.
 */
export function taxLinesAfterRefunds(taxes: TaxLines, refundedMinor: number): TaxLines {
  if (refundedMinor <= 0) return taxes;
  const total = taxes.reduce((sum, t) => sum + t.amountMinor, 0);
  return shareOut(taxes, total - refundedMinor);
}
