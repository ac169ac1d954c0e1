import { formatMonth } from '@innkeep/contract/formats';
import { RATING_MAX } from '@innkeep/contract/stay-review-text';
import type { StayReview } from '@innkeep/contract/stay-reviews';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconRosetteDiscountCheck, IconStar, IconStarFilled } from '@tabler/icons-react';

const STAR_COLOUR = 'var(--mantine-color-yellow-7)';
const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** A rating as stars, read out as "4 out of 5 stars" (plain elements: every review on a stay page shows one). */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span className="stay-review-stars" role="img" aria-label={`${value} out of ${RATING_MAX} stars`}>
      {stars.map((n) =>
        n <= Math.round(value) ? (
          <IconStarFilled key={n} size={size} color={STAR_COLOUR} aria-hidden />
        ) : (
          <IconStar key={n} size={size} color="var(--mantine-color-gray-6)" aria-hidden />
        ),
      )}
    </span>
  );
}

/** Choosing 1–5 stars: a radio group of buttons, each named "N stars". */
export function StarInput({
  value,
  onChange,
  label,
  error,
}: {
  value: number | null;
  onChange: (value: number) => void;
  label: string;
  error?: string | undefined;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="star-input-label">
        {label}
      </Text>
      <Group gap={4} role="radiogroup" aria-labelledby="star-input-label" wrap="nowrap">
        {stars.map((n) => (
          <UnstyledButton
            key={n}
            role="radio"
            aria-checked={value === n}
            aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
            onClick={() => onChange(n)}
            style={{ padding: 6, lineHeight: 0, borderRadius: 6 }}
          >
            {value !== null && n <= value ? (
              <IconStarFilled size={30} color={STAR_COLOUR} aria-hidden />
            ) : (
              <IconStar size={30} color="var(--mantine-color-gray-6)" aria-hidden />
            )}
          </UnstyledButton>
        ))}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One verified stay review: stars, "Anna · October 2026", the verified mark and the words as written. Plain
 * elements styled by ./stay-review.css and ./text.css (in the entry's stylesheet, app/part-styles.css): a stay page shows many.
 */
export function StayReviewItem({ review }: { review: StayReview }) {
  return (
    <article className="stay-review" data-testid="stay-review">
      <div className="stay-review-head">
        <Stars value={review.rating} />
        <span className="stay-review-author text-sm">
          {review.first_name} · {formatMonth(review.stay_month)}
        </span>
        {review.verified && (
          <span className="plain-badge" data-color="teal" data-size="sm">
            <IconRosetteDiscountCheck size={14} aria-hidden />
            Verified stay
          </span>
        )}
      </div>
      <p className="stay-review-text text-sm text-as-typed">{review.text}</p>
      {review.admin_note && <AdminNote note={review.admin_note} at={review.admin_note_at} />}
    </article>
  );
}

/** The platform's note under a review: set apart from the guest's words, which are never rewritten. */
function AdminNote({ note, at }: { note: string; at: string | null }) {
  return (
    <div className="stay-review-note" data-testid="stay-review-note">
      <p className="stay-review-note-title text-dimmed text-xs">
        Note from Innkeep{at ? ` · ${formatMonth(at.slice(0, 7))}` : ''}
      </p>
      <p className="stay-review-text text-sm text-as-typed">{note}</p>
    </div>
  );
}
