import { formatMonth } from '@innkeep/contract/formats';
import { RATING_MAX } from '@innkeep/contract/stay-review-text';
import type { StayReview } from '@innkeep/contract/stay-reviews';
import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconRosetteDiscountCheck, IconStar, IconStarFilled } from '@tabler/icons-react';

const STAR_COLOUR = 'var(--mantine-color-yellow-7)';
const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** A rating as stars, read out as "4 out of 5 stars". */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <Group gap={2} role="img" aria-label={`${value} out of ${RATING_MAX} stars`} wrap="nowrap">
      {stars.map((n) =>
        n <= Math.round(value) ? (
          <IconStarFilled key={n} size={size} color={STAR_COLOUR} aria-hidden />
        ) : (
          <IconStar key={n} size={size} color="var(--mantine-color-gray-6)" aria-hidden />
        ),
      )}
    </Group>
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

/** Kept here for the pages that import it with the reviews; listing cards import ./rating-summary.tsx. */
export { RatingSummary } from './rating-summary.tsx';

/** One verified stay review: stars, "Anna · October 2026", the verified mark and the words as written. */
export function StayReviewItem({ review }: { review: StayReview }) {
  return (
    <Stack gap={6} component="article" data-testid="stay-review">
      <Group gap="sm" wrap="wrap">
        <Stars value={review.rating} />
        <Text size="sm" fw={600}>
          {review.first_name} · {formatMonth(review.stay_month)}
        </Text>
        {review.verified && (
          <Badge
            variant="light"
            color="teal"
            size="sm"
            leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
          >
            Verified stay
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.text}
      </Text>
      {review.admin_note && <AdminNote note={review.admin_note} at={review.admin_note_at} />}
    </Stack>
  );
}

/** The platform's note under a review: set apart from the guest's words, which are never rewritten. */
function AdminNote({ note, at }: { note: string; at: string | null }) {
  return (
    <Box
      data-testid="stay-review-note"
      pl="sm"
      style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}
    >
      <Text size="xs" fw={600} c="dimmed">
        Note from Innkeep{at ? ` · ${formatMonth(at.slice(0, 7))}` : ''}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note}
      </Text>
    </Box>
  );
}
