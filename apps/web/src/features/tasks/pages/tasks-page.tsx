import { addDays, datesOnEarth, nightsBetween } from '@innkeep/contract/dates';
import { formatDayMonth } from '@innkeep/contract/formats';
import { TASK_OVERDUE_DAYS, type TaskWithPhoto } from '@innkeep/contract/tasks';
import { todayIn } from '@innkeep/contract/time-zones';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTasksBetween } from '../../../api/tasks.ts';
import { useAssignees, useMembership } from '../../../api/team.ts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { assigneeOptions } from '../assignee-options.ts';
import { AddTaskForm } from '../components/add-task-form.tsx';
import { TaskCard } from '../components/task-card.tsx';
import { TurnoverDefaults } from '../components/turnover-defaults.tsx';

/** How many days ahead the page shows, after today. */
const AHEAD_DAYS = 14;

/**
 * How many days after today at its listing a task is due (negative: overdue): "today" is the listing's date
 * (decision 0115), so a cleaning in Tokyo is today's there while it is still yesterday in Los Angeles.
 */
const daysAhead = (task: TaskWithPhoto) => nightsBetween(todayIn(task.time_zone), task.due_date);

/** The tasks under a heading a day (overdue ones together first), each day in the server's order. */
function byDay(tasks: TaskWithPhoto[]): { label: string; tasks: TaskWithPhoto[] }[] {
  const placed = tasks.map((task) => ({ task, ahead: daysAhead(task) }));
  // Overdue, today, tomorrow, then by date: two zones' "today" are different dates under one heading.
  const rank = (ahead: number) => Math.max(-1, Math.min(ahead, 2));
  placed.sort((a, b) => rank(a.ahead) - rank(b.ahead) || a.task.due_date.localeCompare(b.task.due_date));
  const labelOf = ({ task, ahead }: (typeof placed)[number]) =>
    ahead < 0
      ? 'Overdue'
      : ahead === 0
        ? 'Today'
        : ahead === 1
          ? 'Tomorrow'
          : formatDayMonth(task.due_date, { weekday: true });
  const days = new Map<string, TaskWithPhoto[]>();
  for (const one of placed) {
    const label = labelOf(one);
    days.set(label, [...(days.get(label) ?? []), one.task]);
  }
  return [...days].map(([label, list]) => ({ label, tasks: list }));
}

/**
 * `/tasks`: the next two weeks' tasks and the open ones overdue (a cleaner's own, a co-host's listings', all of
 * the host's), phone first.
 */
export default function TasksPage() {
  const [adding, setAdding] = useState(false);
  const [settingDefaults, setSettingDefaults] = useState(false);
  // Each listing's date is one of the dates on Earth now: ask from the earliest's overdue days to the latest's
  // days ahead, then place each task by its own listing's date.
  const { earliest, latest } = datesOnEarth();
  const tasks = useTasksBetween(addDays(earliest, -TASK_OVERDUE_DAYS), addDays(latest, AHEAD_DAYS));
  const role = useMembership();
  const isHost = role.isSuccess && role.data.data === null;
  const assignees = useAssignees(isHost);
  const options = assignees.data && assigneeOptions(assignees.data);
  const shown =
    tasks.data?.data.filter((t) => {
      const ahead = daysAhead(t);
      if (t.status === 'cancelled' || ahead > AHEAD_DAYS) return false;
      return ahead >= 0 || (t.status === 'open' && ahead >= -TASK_OVERDUE_DAYS);
    }) ?? [];

  return (
    <Stack gap="md" maw={640}>
      <PageMeta title="Tasks" />
      <Title order={1}>Tasks</Title>
      {role.data?.data && (
        <Text c="dimmed">
          {role.data.data.role === 'cleaner' ? 'Cleaning' : 'Co-hosting'} for {role.data.data.host_name}
        </Text>
      )}
      {/* The forms open on demand: on a phone they would fill the first screen above the day's tasks. */}
      {isHost && (
        <>
          {(!adding || !settingDefaults) && (
            <Group>
              {!adding && (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setAdding(true)}
                >
                  Add a task
                </Button>
              )}
              {!settingDefaults && (
                <Button
                  variant="subtle"
                  leftSection={<IconSettings size={16} aria-hidden />}
                  onClick={() => setSettingDefaults(true)}
                >
                  Turnover defaults
                </Button>
              )}
            </Group>
          )}
          {adding && <AddTaskForm assignees={options ?? []} />}
          {settingDefaults && <TurnoverDefaults assignees={options ?? []} />}
        </>
      )}
      {tasks.isPending && <Loader aria-label="Loading tasks" />}
      {tasks.isError && (
        <Alert color="red" role="alert">
          {tasks.error.message}
        </Alert>
      )}
      {tasks.isSuccess && shown.length === 0 && <Text>No tasks in the next two weeks.</Text>}
      {byDay(shown).map((day) => (
        <Stack key={day.label} gap="sm" component="section" aria-label={day.label}>
          <Title order={2} size="h5" c={day.label === 'Overdue' ? 'red.9' : undefined}>
            {day.label}
          </Title>
          {day.tasks.map((task) => (
            <TaskCard key={task.id} task={task} {...(isHost && options ? { assignees: options } : {})} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
