import type { GridListing } from '@innkeep/contract/calendar';
import { formatDate } from '@innkeep/contract/dates';
import type { Task } from '@innkeep/contract/tasks';
import classes from './multi-grid.module.css';

/** A task as the grid shows it on its day (decision 0103). */
export type GridTask = Pick<
  Task,
  'id' | 'listing_id' | 'kind' | 'title' | 'due_date' | 'status' | 'assignee_name' | 'channel_name'
>;

const taskText = (t: GridTask) =>
  `${t.kind === 'turnover' ? 'Turnover' : (t.title ?? t.kind)}${t.channel_name ? ` after the ${t.channel_name} stay` : ''} · ${t.assignee_name ?? 'unassigned'}`;

/** A listing's open tasks, on a row of their own under its nights, each on its due day. */
export function TaskRow({
  listing: l,
  tasks,
  days,
  compact,
}: {
  listing: GridListing;
  tasks: GridTask[];
  days: string[];
  compact: boolean;
}) {
  return (
    <tr className={classes.taskRow} data-testid={`tasks-${l.id}`}>
      {!compact && (
        <th scope="row" className={classes.taskHead}>
          {/* Only "Tasks": the row under the listing's says whose, and a search by name finds one row. */}
          <span className={classes.nameText}>Tasks</span>
        </th>
      )}
      {days.map((d) => {
        const due = tasks.filter((t) => t.due_date === d);
        return (
          <td key={d} className={classes.taskCell}>
            {due.map((t) => (
              <span
                key={t.id}
                className={classes.task}
                data-unassigned={t.assignee_name === null || undefined}
                data-done={t.status === 'done' || undefined}
                title={`${taskText(t)}, ${l.name}, ${formatDate(d)}${t.status === 'done' ? ', done' : ''}`}
              >
                {/* Two short lines fit a night's column: what, then who. */}
                <span className={classes.taskLine}>
                  {t.status === 'done' ? '✓ ' : ''}
                  {t.kind === 'turnover' ? 'Turnover' : (t.title ?? t.kind)}
                </span>
                <span className={classes.taskSep}> · </span>
                <span className={classes.taskLine}>{t.assignee_name ?? 'unassigned'}</span>
              </span>
            ))}
          </td>
        );
      })}
    </tr>
  );
}
