import { formatPrice } from '@innkeep/contract/money';
import { perNightFromBase, perNightText } from '@innkeep/contract/per-night';
import type { PublicListing } from '@innkeep/contract/search';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useCalculation } from '../../../lib/get-calculation.ts';
import { useBookNow } from '../use-book-now.ts';

interface StayPhoneBarProps {
  stay: PublicListing;
  start: string | null;
  end: string | null;
  guests: number;
}

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

const nightsText = (nights: number) => `for ${nights} ${nights === 1 ? 'night' : 'nights'}`;

/**
 * On phones the booking panel comes after the whole listing: this bar keeps the price in sight. Before dates,
 * "from" the base price and a way to the calendar; once the stay is priced, its total (the booking panel's own
 * quote: the same query) and Book now, which opens the payment page at once (or the panel, for an inquiry).
 * Sticky at the foot of the page's content, not fixed: it stops above the footer instead of covering it.
 */
export function StayPhoneBar({ stay, start, end, guests }: StayPhoneBarProps) {
  const choice = start && end ? { start_date: start, end_date: end, guests } : null;
  const calculation = useCalculation(stay.id, choice);
  const bookNow = useBookNow(stay);
  const quote = choice && calculation.isSuccess && !calculation.isPlaceholderData ? calculation.data : null;
  const night = perNightText(perNightFromBase(stay.price), stay.currency_code, stay.currency_symbol);
  const [price, caption] = quote
    ? [formatPrice(quote.total_price, quote.currency, quote.currency_symbol), nightsText(quote.nights_count)]
    : [night.price, night.caption];
  return (
    <Box
      hiddenFrom="md"
      pos="sticky"
      bottom={0}
      mx="calc(var(--mantine-spacing-md) * -1)"
      mt="lg"
      px="md"
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 150, borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="stay-phone-bar"
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={800} size="lg" data-testid="phone-bar-price">
            {price}
          </Text>
          <Text size="sm" c="dimmed">
            {caption}
          </Text>
        </Stack>
        {quote && choice && stay.book_now_available ? (
          <Button onClick={() => bookNow(choice)}>Book now</Button>
        ) : (
          <Button onClick={() => scrollToSection(choice ? 'booking' : 'availability')}>
            {choice ? (stay.book_now_available ? 'Review and book' : 'Ask the host') : 'Check availability'}
          </Button>
        )}
      </Group>
    </Box>
  );
}
