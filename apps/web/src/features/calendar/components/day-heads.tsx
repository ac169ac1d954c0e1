import classes from './multi-grid.module.css';

const weekday = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** The grid's head row: the listing column's corner, then each night's weekday and day of the month. */
export function DayHeads({ days, today, compact }: { days: string[]; today: string; compact: boolean }) {
  return (
    <thead>
      <tr>
        {!compact && <th className={classes.corner}>Listing</th>}
        {days.map((d) => (
          <th
            key={d}
            scope="col"
            className={classes.dayHead}
            data-today={d === today || undefined}
            data-weekend={[5, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) || undefined}
          >
            <span className={classes.weekday}>{weekday(d)}</span>
            <span>{dayOfMonth(d)}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}
