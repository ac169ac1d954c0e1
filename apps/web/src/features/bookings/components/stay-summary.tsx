import type { Calculation } from '@innkeep/contract/bookings';
import { formatDate, nightsBetween } from '@innkeep/contract/dates';
import { Anchor, AspectRatio, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PriceBreakdown } from '../../../components/price-breakdown.tsx';
import { PriceWorking, UnbookableDatesAlert } from '../../../components/price-status.tsx';
import { useCalculation } from '../../../lib/get-calculation.ts';
import type { BookNowStay } from '../book-now-stay.ts';

interface StaySummaryProps {
  stay: BookNowStay;
  name: string | null;
  photo: { url: string; srcset: string } | null;
  /** The price of this browser's own attempt, whose hold has the dates (decision 0034): shown instead of a new quote. */
  held?: Calculation | null;
  /** The guest's own payment is being looked up (decision 0085): no quote, which its booking would refuse. */
  checking?: boolean;
}

/** The stay's own page with the dates and guests Book now was given, where they can be changed. */
const stayPageHref = (stay: BookNowStay) =>
  `/stays/${stay.listing_id}?${new URLSearchParams({ start: stay.start_date, end: stay.end_date, guests: String(stay.guests) })}`;

/** What Book now sells: the listing, the dates, the guests and the server's price for them. */
export function StaySummary({ stay, name, photo, held, checking = false }: StaySummaryProps) {
  const calculation = useCalculation(stay.listing_id, held || checking ? null : stay);
  // From the dates, not the quote: a held attempt or a payment being looked up asks for no quote.
  const nights = nightsBetween(stay.start_date, stay.end_date);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="sm">
      <Stack gap="md">
        {photo && (
          <AspectRatio ratio={3 / 2}>
            <Image src={photo.url} srcSet={photo.srcset || undefined} sizes="400px" radius="md" alt="" />
          </AspectRatio>
        )}
        {name ? (
          <Title order={2} size="h4">
            {name}
          </Title>
        ) : (
          <Skeleton height={24} width="70%" />
        )}
        <Group gap="xs" wrap="nowrap">
          <IconCalendar size={18} aria-hidden />
          <Text data-testid="stay-dates">
            {formatDate(stay.start_date)} – {formatDate(stay.end_date)}
            {nights > 0 ? ` · ${nights} ${nights === 1 ? 'night' : 'nights'}` : ''}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconUsers size={18} aria-hidden />
          <Text>
            {stay.guests} {stay.guests === 1 ? 'guest' : 'guests'}
          </Text>
        </Group>
        <div aria-live="polite">
          {held ? (
            <PriceBreakdown calculation={held} />
          ) : checking ? (
            <PriceWorking>Checking your payment…</PriceWorking>
          ) : calculation.isPending ? (
            <PriceWorking>Calculating the price…</PriceWorking>
          ) : calculation.isError ? (
            <>
              <UnbookableDatesAlert error={calculation.error} />
              {/* Nothing on this page changes the stay: its page does, with the same dates and guests. */}
              <Anchor component={Link} to={stayPageHref(stay)} mt="xs" display="inline-block" fw={600}>
                Choose other dates or guests
              </Anchor>
            </>
          ) : (
            // The cancellation terms are next to Pay, with the house rules the guest accepts (decision 0035).
            <PriceBreakdown calculation={calculation.data} />
          )}
        </div>
      </Stack>
    </Paper>
  );
}
