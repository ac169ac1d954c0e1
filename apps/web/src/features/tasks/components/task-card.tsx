import { formatLocalMoment } from '@innkeep/contract/formats';
import type { TaskWithPhoto } from '@innkeep/contract/tasks';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Image,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useCompleteTask } from '../api/complete-task.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { useUploadTaskPhoto } from '../api/upload-task-photo.ts';
import { AssigneeFields } from './assignee-fields.tsx';

interface Props {
  task: TaskWithPhoto;
  /** The host's team, when the host looks: a select to give the task to someone. */
  assignees?: { value: string; label: string }[];
}

/** The host's say on a task: who does it, and whether a photo of the finished work is asked for. */
function HostControls({
  task,
  assignees,
}: {
  task: TaskWithPhoto;
  assignees: NonNullable<Props['assignees']>;
}) {
  const update = useUpdateTask();
  const open = task.status === 'open';
  return (
    <AssigneeFields
      assignees={assignees}
      assigneeId={task.assignee_id}
      needsPhoto={task.needs_photo}
      onChange={(change) => update.mutate({ id: task.id, ...change })}
      disabled={!open}
      photoDisabled={update.isPending}
    />
  );
}

/** One task, phone first: where, when, for how many, the checklist, the photo and Mark done. */
export function TaskCard({ task, assignees }: Props) {
  // As the server keeps it: a task marked done with items left unticked shows them unticked to the host.
  const [checked, setChecked] = useState(task.checklist.map((c) => c.done));
  const done = useCompleteTask();
  const upload = useUploadTaskPhoto();
  const open = task.status === 'open';
  const title =
    task.kind === 'turnover'
      ? `Turnover · ${task.listing_name}`
      : `${task.title ?? task.kind} · ${task.listing_name}`;
  const failure =
    (isApiError(done.error) && (done.error.fieldError('photo') ?? done.error.message)) ||
    (isApiError(upload.error) && (upload.error.fieldError('photo') ?? upload.error.message)) ||
    null;

  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          {/* A long listing name wraps; the status keeps its width (it was cut to "O…" on a phone). */}
          <Badge
            flex="none"
            color={task.status === 'done' ? 'green' : task.status === 'cancelled' ? 'gray' : 'blue'}
          >
            {task.status}
          </Badge>
        </Group>
        <Text size="sm">{task.address}</Text>
        {task.channel_name && (
          <Text size="sm" c="dimmed">
            After the stay booked on {task.channel_name}
          </Text>
        )}
        {/* A turnover's window runs from the check-out to the next check-in; another task has its day. */}
        {task.kind === 'turnover' ? (
          <Text size="sm">
            <strong>From</strong> {formatLocalMoment(task.window_start)} <strong>until</strong>{' '}
            {task.window_end ? formatLocalMoment(task.window_end) : 'no next arrival yet'}
          </Text>
        ) : (
          <Text size="sm">
            <strong>On</strong> {formatLocalMoment(task.window_start)}
          </Text>
        )}
        {task.next_guests !== null && (
          <Text size="sm">
            <strong>Next guests:</strong> {task.next_guests}
          </Text>
        )}
        {assignees && <HostControls task={task} assignees={assignees} />}
        {!assignees && task.assignee_name && (
          <Text size="sm" c="dimmed">
            Assigned to {task.assignee_name}
          </Text>
        )}
        {task.checklist.length > 0 && (
          <Stack gap={6} role="group" aria-label="Checklist">
            {task.checklist.map((item, i) => (
              <Checkbox
                key={item.label}
                label={item.label}
                size="md"
                checked={checked[i] ?? false}
                disabled={!open}
                onChange={(e) => {
                  const value = e.currentTarget.checked;
                  setChecked((c) => c.map((v, j) => (j === i ? value : v)));
                }}
              />
            ))}
          </Stack>
        )}
        {/* The host asked for it to see the work: the photo shows, a tap opens it full size. */}
        {task.photo_url && (
          <a href={task.photo_url} target="_blank" rel="noreferrer">
            <Image
              src={task.photo_url}
              alt={`Photo of the finished work at ${task.listing_name}`}
              radius="sm"
              mah={240}
              fit="contain"
            />
          </a>
        )}
        {open && task.needs_photo && (
          <FileInput
            label="Photo of the finished work"
            description={
              task.has_photo ? 'A photo is uploaded. Choose another to replace it.' : 'The host asks for one.'
            }
            accept="image/jpeg,image/png"
            leftSection={<IconCamera size={18} aria-hidden />}
            onChange={(file) => {
              if (!file) return;
              // The last attempt speaks: a refused Mark done must not hide this upload's refusal or success.
              done.reset();
              upload.mutate({ id: task.id, file });
            }}
          />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {open && (
          <Button
            size="md"
            loading={done.isPending}
            onClick={() => {
              upload.reset();
              done.mutate({ id: task.id, checked });
            }}
          >
            Mark done
          </Button>
        )}
        {done.isSuccess && (
          <Text role="status" c="green.9" fw={600}>
            {done.data.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
