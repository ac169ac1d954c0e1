import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDiscount2 } from '@tabler/icons-react';

/** docs/requirements/wire.md#R-W12: an offer-of-the-week banner with placeholder text (no real offer engine behind it). */
export function OfferBanner({ onBrowse }: { onBrowse: () => void }) {
  return (
    <Container size="xl" py={{ base: 32, md: 48 }}>
      <Box
        p={{ base: 'lg', md: 40 }}
        style={{
          borderRadius: 'var(--mantine-radius-xl)',
          background: 'linear-gradient(120deg, #fff4e0 0%, #ffe3c2 55%, #ffd0a8 100%)',
        }}
        component="section"
        aria-labelledby="offer-heading"
      >
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={8} maw={640}>
            {/* White on Mantine's darkest orange is 3.9:1, under the 4.5:1 small text needs (Lighthouse). */}
            <Badge
              color="dark.7"
              variant="filled"
              leftSection={<IconDiscount2 size={14} aria-hidden />}
              w="fit-content"
            >
              Offer of the week
            </Badge>
            <Title order={2} id="offer-heading" c="dark.8" fz={{ base: 24, md: 32 }}>
              Stay a week, pay less
            </Title>
            <Text c="dark.6" size="lg">
              Many hosts take a weekly discount off stays of seven nights or more. Pick your dates and the
              discount shows in the price before you book.
            </Text>
          </Stack>
          <Button size="md" color="dark" onClick={onBrowse}>
            See top deals
          </Button>
        </Group>
      </Box>
    </Container>
  );
}
