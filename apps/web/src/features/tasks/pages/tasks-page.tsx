import { addDays, todayIso } from '@innkeep/contract/dates';
import { formatDayMonth } from '@innkeep/contract/formats';
import type { TaskWithPhoto } from '@innkeep/contract/tasks';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTasksBetween } from '../../../api/tasks.ts';
import { useAssignees, useMembership } from '../../../api/team.ts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { AddTaskForm } from '../components/add-task-form.tsx';
import { TaskCard } from '../components/task-card.tsx';

/** Open tasks due this many days back still show: a turnover not marked done yesterday is still to do. */
const OVERDUE_DAYS = 7;

/** The tasks under a heading a day by due date (overdue ones together first), each day in the server's order. */
function byDay(tasks: TaskWithPhoto[], today: string): { label: string; tasks: TaskWithPhoto[] }[] {
  const tomorrow = addDays(today, 1);
  const labelOf = (due: string) =>
    due < today
      ? 'Overdue'
      : due === today
        ? 'Today'
        : due === tomorrow
          ? 'Tomorrow'
          : formatDayMonth(due, { weekday: true });
  const days = new Map<string, TaskWithPhoto[]>();
  for (const task of [...tasks].sort((a, b) => a.due_date.localeCompare(b.due_date))) {
    const label = labelOf(task.due_date);
    days.set(label, [...(days.get(label) ?? []), task]);
  }
  return [...days].map(([label, list]) => ({ label, tasks: list }));
}

/**
 * `/tasks`: the next two weeks' tasks and the open ones overdue (a cleaner's own, a co-host's listings', all of
 * the host's), phone first.
 */
export default function TasksPage() {
  const today = todayIso();
  const [adding, setAdding] = useState(false);
  const to = addDays(today, 14);
  const tasks = useTasksBetween(addDays(today, -OVERDUE_DAYS), to);
  const role = useMembership();
  const isHost = role.isSuccess && role.data.data === null;
  const assignees = useAssignees(isHost);
  const options = assignees.data?.map((m) => ({ value: String(m.user_id), label: m.name ?? m.email }));
  const shown =
    tasks.data?.data.filter(
      (t) => t.status !== 'cancelled' && (t.due_date >= today || t.status === 'open'),
    ) ?? [];

  return (
    <Stack gap="md" maw={640}>
      <PageMeta title="Tasks" />
      <Title order={1}>Tasks</Title>
      {role.data?.data && (
        <Text c="dimmed">
          {role.data.data.role === 'cleaner' ? 'Cleaning' : 'Co-hosting'} for {role.data.data.host_name}
        </Text>
      )}
      {/* The form opens on demand: on a phone it would fill the first screen above the day's tasks. */}
      {isHost &&
        (adding ? (
          <AddTaskForm assignees={options ?? []} />
        ) : (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add a task
            </Button>
          </Group>
        ))}
      {tasks.isPending && <Loader aria-label="Loading tasks" />}
      {tasks.isError && (
        <Alert color="red" role="alert">
          {tasks.error.message}
        </Alert>
      )}
      {tasks.isSuccess && shown.length === 0 && <Text>No tasks in the next two weeks.</Text>}
      {byDay(shown, today).map((day) => (
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
