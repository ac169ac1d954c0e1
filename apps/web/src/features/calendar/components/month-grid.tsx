import { formatDate } from '@innkeep/contract/dates';
import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { statusColor } from '../../../components/status-badge.tsx';
import { type GridDay, isDoubleBooked, type NightItem } from './month-days.ts';
import classes from './month-grid.module.css';
import { itemColor, itemLabel } from './night-colors.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const holds = (statusId: number) => DATE_HOLDING_STATUSES.includes(statusId);
/** How many items a cell lists before "+n more". */
const SHOWN = 2;

interface MonthGridProps {
  days: GridDay[];
  today: string;
  /** The first night picked, while the host picks the last. */
  selecting: string | null;
  onDay: (day: GridDay) => void;
}

function describe(day: GridDay): string {
  if (day.items.length === 0) return 'free';
  const items = day.items.map(itemLabel).join('; ');
  return isDoubleBooked(day, holds) ? `double booked: ${items}` : items;
}

function Chip({ item, showText }: { item: NightItem; showText: boolean }) {
  const { color, filled, striped } = itemColor(item, statusColor, holds);
  return (
    <Box
      aria-hidden
      className={classes.chip}
      data-striped={striped || undefined}
      // The palette's AA shades (app/accessible-colors.ts): white on the filled colour, dark text on the light one.
      bg={filled ? `var(--mantine-color-${color}-filled)` : `${color}.1`}
      c={filled ? 'white' : `var(--mantine-color-${color}-light-color)`}
      bd={filled ? undefined : `1px solid var(--mantine-color-${color}-4)`}
    >
      {showText ? (
        <Text span inherit truncate="end" className={classes.chipText}>
          {itemLabel(item)}
        </Text>
      ) : null}
    </Box>
  );
}

/** One month, Monday first: each day a button whose name says the date and what covers its night. */
export function MonthGrid({ days, today, selecting, onDay }: MonthGridProps) {
  return (
    <div className={classes.grid}>
      <div className={classes.row} aria-hidden>
        {WEEKDAYS.map((d) => (
          <Text key={d} size="xs" fw={600} c="dimmed" ta="center">
            {d}
          </Text>
        ))}
      </div>
      {Array.from({ length: days.length / 7 }, (_, week) => (
        <div className={classes.row} key={days[week * 7]!.date}>
          {days.slice(week * 7, week * 7 + 7).map((day) => {
            const past = day.date < today;
            const doubleBooked = isDoubleBooked(day, holds);
            return (
              <UnstyledButton
                key={day.date}
                className={classes.day}
                data-outside={!day.inMonth || undefined}
                data-past={past || undefined}
                data-today={day.date === today || undefined}
                data-selected={day.date === selecting || undefined}
                data-double-booked={doubleBooked || undefined}
                disabled={past}
                data-date={day.date}
                onClick={() => onDay(day)}
              >
                {/* The name comes from this text, not aria-label: a label unlike the visible text fails "label in name". */}
                <VisuallyHidden>{`${formatDate(day.date)}: ${describe(day)}`}</VisuallyHidden>
                <Text size="sm" fw={day.date === today ? 700 : 500} className={classes.number} aria-hidden>
                  {Number(day.date.slice(8))}
                </Text>
                {doubleBooked ? (
                  <Text size="xs" fw={700} c="red.8" truncate="end" aria-hidden visibleFrom="sm">
                    Double booked
                  </Text>
                ) : null}
                {day.items.slice(0, SHOWN).map((item) => (
                  <Chip
                    key={`${item.kind}-${item.kind === 'stay' ? item.stay.id : item.block.id}`}
                    item={item}
                    showText
                  />
                ))}
                {day.items.length > SHOWN ? (
                  <Text size="xs" c="dimmed" aria-hidden>
                    +{day.items.length - SHOWN}
                  </Text>
                ) : null}
              </UnstyledButton>
            );
          })}
        </div>
      ))}
    </div>
  );
}
