import { REFUND_TIMING } from '@innkeep/contract/cancellation';
import { formatPrice } from '@innkeep/contract/money';
import type { GuestReservation } from '@innkeep/contract/payments';
import { Alert, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A cancelled stay's page: why it ended and, when it was paid, what came back and what the terms kept. */
export function CancelledStay({
  reservation: r,
  children,
}: {
  reservation: GuestReservation;
  children?: ReactNode;
}) {
  const s = r.settlement;
  const money = (major: number) => formatPrice(major, r.currency, r.currency_symbol);
  return (
    <Alert color="gray" title="This stay is cancelled" role="status" data-testid="cancelled-stay">
      <Stack gap="xs">
        <Text size="sm" data-testid="status-note">
          {r.status_note ?? 'This reservation was cancelled.'}
        </Text>
        {s ? (
          <Stack gap={4} data-testid="cancelled-settlement">
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">Paid</Text>
              <Text size="sm" fw={600}>
                {money(s.paid)}
              </Text>
            </Group>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">Refunded to your card</Text>
              <Text size="sm" fw={600} data-testid="cancelled-refunded">
                {money(s.refunded)}
              </Text>
            </Group>
            {s.charged_back > 0 && (
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm">Given back by your bank (card dispute)</Text>
                <Text size="sm" fw={600} data-testid="cancelled-charged-back">
                  {money(s.charged_back)}
                </Text>
              </Group>
            )}
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">Kept under the cancellation terms</Text>
              <Text size="sm" fw={600} data-testid="cancelled-kept">
                {money(s.kept)}
              </Text>
            </Group>
            {s.refunded > 0 && (
              <Text size="xs" c="dimmed">
                A refund is on its way to your card: {REFUND_TIMING}.
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm">Nothing was charged for this stay.</Text>
        )}
        {children}
      </Stack>
    </Alert>
  );
}
