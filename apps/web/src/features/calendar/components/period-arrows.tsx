import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface PeriodArrowsProps {
  /** The arrows' names: `Previous month`, `Earlier`. */
  earlierLabel: string;
  laterLabel: string;
  onEarlier: () => void;
  onLater: () => void;
  /** The period shown, between the arrows. */
  children: ReactNode;
}

/** A calendar's period between its two arrows; they stay beside it on a phone. */
export function PeriodArrows({ earlierLabel, laterLabel, onEarlier, onLater, children }: PeriodArrowsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label={earlierLabel} onClick={onEarlier}>
        <IconChevronLeft size={18} />
      </ActionIcon>
      {children}
      <ActionIcon variant="default" size="lg" aria-label={laterLabel} onClick={onLater}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
