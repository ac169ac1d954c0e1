import { formatDateTime } from '@innkeep/contract/formats';
import { formatPrice } from '@innkeep/contract/money';
import type { HistoryEntry } from '@innkeep/contract/reservations-detail';
import { Group, Text, Timeline } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge.tsx';

const ACTORS: Record<string, string> = {
  guest: 'the guest',
  host: 'the host',
  system: 'Innkeep',
  provider: 'the card provider',
};

interface ReservationHistoryProps {
  history: HistoryEntry[];
  currency: string;
  /** The listing's IANA zone: each change's time is written on its clock, named (R-H21). */
  timeZone: string;
}

/** Every recorded change, oldest first: when (on the listing's clock), who, from → to, why and any refund. */
export function ReservationHistory({ history, currency, timeZone }: ReservationHistoryProps) {
  if (history.length === 0) return <Text c="dimmed">No changes recorded.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="History">
      {history.map((h) => {
        const sameStatus = h.from?.id === h.to.id;
        return (
          <Timeline.Item
            key={h.id}
            data-testid="history-entry"
            title={
              <Group gap={6} wrap="wrap">
                {h.from && !sameStatus && (
                  <>
                    <StatusBadge status={h.from} size="sm" />
                    <Text size="sm" aria-hidden>
                      →
                    </Text>
                  </>
                )}
                {sameStatus ? (
                  <Text size="sm" fw={600}>
                    Note
                  </Text>
                ) : (
                  <StatusBadge status={h.to} size="sm" />
                )}
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(h.at, timeZone)} · by {h.actor_name ?? ACTORS[h.actor] ?? h.actor}
            </Text>
            {h.reason && <Text size="sm">{h.reason}</Text>}
            {h.refunded !== null && (
              <Text size="sm" fw={600}>
                {h.refunded > 0 ? `Refunded ${formatPrice(h.refunded, currency)}` : 'No refund'}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
