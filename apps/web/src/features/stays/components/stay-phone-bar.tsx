import { type PerNight, perNightText } from '@innkeep/contract/per-night';
import { Box, Button, Group, Stack, Text } from '@mantine/core';

interface StayPhoneBarProps {
  /** The chosen stay's nights once priced, else "from" the base price. */
  perNight: PerNight;
  currency: string;
  /** The reply's `currency_symbol`. */
  currencySymbol: string;
  /** Both stay dates are chosen: the button goes to the booking panel instead of the calendar. */
  datesChosen: boolean;
}

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

/**
 * On phones the booking panel comes after the whole listing: this bar keeps the price in sight and takes
 * the guest to the calendar, or to the booking panel once the dates are chosen.
 */
export function StayPhoneBar({ perNight, currency, currencySymbol, datesChosen }: StayPhoneBarProps) {
  const night = perNightText(perNight, currency, currencySymbol);
  return (
    <Box
      hiddenFrom="md"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      px="md"
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 150, borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="stay-phone-bar"
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={800} size="lg">
            {night.price}
          </Text>
          <Text size="sm" c="dimmed">
            {night.caption}
          </Text>
        </Stack>
        <Button onClick={() => scrollToSection(datesChosen ? 'booking' : 'availability')}>
          {datesChosen ? 'Review and book' : 'Check availability'}
        </Button>
      </Group>
    </Box>
  );
}
