import { addMonths } from '@innkeep/contract/dates';
import { formatMonth } from '@innkeep/contract/formats';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Chevron } from './chevron.tsx';
import { ARROW_STEPS, monthWeeks, nextEnabledDay, pickDay } from './range-calendar-days.ts';

export type DayRange = [string | null, string | null];

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

interface RangeCalendarProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** A day in the first month on show; the guest's paging reports the new one through onMonthChange. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The day marked as today (the listing's date on a stay's calendar). */
  today: string;
  minDate: string;
  maxDate: string;
  isDisabled: (day: string) => boolean;
  renderDay: (day: string) => ReactNode;
  dayLabel: (day: string) => string;
  /** What the days depend on is still loading: said to assistive technology (`aria-busy`). */
  busy?: boolean;
  'aria-labelledby'?: string;
}

/**
 * A check-in and check-out picker in plain elements (styles: range-calendar.css): one month on a phone, two side by
 * side on a wide screen, chosen by CSS so the server's HTML is the page's (decision 0108). Days are buttons named
 * by `dayLabel`; arrow keys move between the days that can be chosen.
 */
export function RangeCalendar({
  value,
  onChange,
  month,
  onMonthChange,
  today,
  minDate,
  maxDate,
  isDisabled,
  renderDay,
  dayLabel,
  busy = false,
  'aria-labelledby': labelledBy,
}: RangeCalendarProps) {
  const [start, end] = value;
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  // A day the keyboard moved to in a month that was not on show yet: focused once that month renders.
  const pendingFocus = useRef<string | null>(null);
  const months = [month.slice(0, 7), addMonths(`${month.slice(0, 7)}-01`, 1).slice(0, 7)];
  const weeksOf = months.map((m) => ({ month: m, weeks: monthWeeks(m) }));
  const rangeEnd = end ?? (start && hovered ? hovered : null);
  const [from, to] = start && rangeEnd && rangeEnd < start ? [rangeEnd, start] : [start, rangeEnd];
  const visibleDays = weeksOf.flatMap(({ month: m, weeks }) => weeks.flat().filter((d) => d.startsWith(m)));
  const tabbable =
    [focused, start, ...visibleDays].find(
      (d) => d !== null && visibleDays.includes(d) && !isDisabled(d) && d >= minDate && d <= maxDate,
    ) ?? null;

  useEffect(() => {
    const day = pendingFocus.current;
    if (!day) return;
    pendingFocus.current = null;
    root.current?.querySelector<HTMLButtonElement>(`[data-date="${day}"]`)?.focus();
  });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const target = nextEnabledDay(day, step, minDate, maxDate, (d) => !isDisabled(d));
    if (!target) return;
    setFocused(target);
    const button = root.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`);
    // A phone hides the second month: a day there is not on show either.
    if (button && button.offsetParent !== null) return button.focus();
    pendingFocus.current = target;
    onMonthChange(target);
  }

  const firstMonth = months[0]!;
  return (
    <fieldset
      className="range-calendar"
      ref={root}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
    >
      <button
        type="button"
        className="range-calendar-nav range-calendar-previous"
        aria-label="Previous month"
        disabled={firstMonth <= minDate.slice(0, 7)}
        onClick={() => onMonthChange(addMonths(`${firstMonth}-01`, -1))}
      >
        <Chevron back />
      </button>
      <button
        type="button"
        className="range-calendar-nav range-calendar-next"
        aria-label="Next month"
        // On a wide screen the second month is the last on show; the phone's button pages past it.
        disabled={firstMonth >= maxDate.slice(0, 7)}
        onClick={() => onMonthChange(addMonths(`${firstMonth}-01`, 1))}
      >
        <Chevron />
      </button>
      {weeksOf.map(({ month: shown, weeks }) => (
        <div className="range-calendar-month" key={shown}>
          <div className="range-calendar-caption" aria-live="polite">
            {formatMonth(shown)}
          </div>
          <table className="range-calendar-grid">
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col" abbr={long}>
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => (
                    <td key={day}>
                      {day.startsWith(shown) && (
                        <button
                          type="button"
                          className="range-calendar-day"
                          data-date={day}
                          aria-label={dayLabel(day)}
                          aria-pressed={day === start || day === end}
                          disabled={day < minDate || day > maxDate || isDisabled(day)}
                          tabIndex={day === tabbable ? 0 : -1}
                          data-today={day === today || undefined}
                          data-selected={day === start || day === end || undefined}
                          data-in-range={(from && to && day >= from && day <= to) || undefined}
                          data-first-in-range={(from && to && day === from) || undefined}
                          data-last-in-range={(from && to && day === to) || undefined}
                          onClick={() => onChange(pickDay(value, day))}
                          onMouseEnter={() => setHovered(day)}
                          onMouseLeave={() => setHovered(null)}
                          onFocus={() => setFocused(day)}
                          onKeyDown={(event) => onKeyDown(event, day)}
                        >
                          {renderDay(day)}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </fieldset>
  );
}
