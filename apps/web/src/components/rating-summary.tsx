import { RATING_MAX } from '@innkeep/contract/stay-review-text';
import { IconStarFilled } from '@tabler/icons-react';

// A file of its own, apart from the reviews' Mantine components (stay-review.tsx): every listing card shows one,
// and a search's cards need none of those (decision 0111).
// Styled by ./rating-summary.css and ./text.css, which app/part-styles.css puts in the entry's stylesheet.
/** "★ 4.5 · 12 reviews", or nothing without reviews. */
export function RatingSummary({
  average,
  count,
  size = 'sm',
  compact = false,
}: {
  average: number | null | undefined;
  count: number | undefined;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** "4.5 (12)", for a card. */
  compact?: boolean;
}) {
  if (!count || average === null || average === undefined) return null;
  const reviews = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <div
      className="rating-summary"
      data-testid="rating-summary"
      title={compact ? `Rated ${average.toFixed(1)} out of ${RATING_MAX}, ${reviews}` : undefined}
    >
      <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
      <span className={`rating-summary-value text-${size}`}>
        {average.toFixed(1)}
        <span className="rating-summary-hidden"> out of {RATING_MAX}</span>
        <span className="rating-summary-count">{compact ? ` (${count})` : ` · ${reviews}`}</span>
      </span>
    </div>
  );
}
