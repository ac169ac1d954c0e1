import { readerToday } from '@innkeep/contract/formats';
import { TaskCreateInput } from '@innkeep/contract/tasks';
import { todayIn } from '@innkeep/contract/time-zones';
import { Alert, Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useMyListingOptions, useMyListings } from '../../../api/listings.ts';
import { useCheckedForm } from '../../../lib/field-issues.ts';
import { useCreateTask } from '../api/create-task.ts';
import { AssigneeFields, useAssigneeChoice } from './assignee-fields.tsx';

const KINDS = [
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'inspection', label: 'Inspection' },
  { value: 'other', label: 'Other' },
];

/**
 * The host adds a task by hand (decision 0103: turnovers follow stays, the rest the host adds), checked with the
 * schema the server parses it with, so a refusal shows at once, unsent.
 */
export function AddTaskForm({ assignees }: { assignees: { value: string; label: string }[] }) {
  const listings = useMyListingOptions();
  const mine = useMyListings();
  const create = useCreateTask();
  const [listingId, setListingId] = useState<string | null>(null);
  const [kind, setKind] = useState('maintenance');
  const [title, setTitle] = useState('');
  const [typedDue, setTypedDue] = useState<string | null>(null);
  // Until the host types a date, it is the chosen listing's today (decision 0115); the host's own before one
  // is chosen.
  const zone = mine.data?.find((l) => String(l.id) === listingId)?.time_zone;
  const dueDate = typedDue ?? (zone ? todayIn(zone) : readerToday());
  const choice = useAssigneeChoice({ assignee_id: null, needs_photo: false });
  const form = useCheckedForm(TaskCreateInput, create);
  const errorOf = form.issue;

  return (
    <Card withBorder radius="md" p="md">
      <form
        noValidate
        aria-label="Add a task"
        onSubmit={(event) => {
          event.preventDefault();
          const body = {
            listing_id: listingId === null ? undefined : Number(listingId),
            kind,
            title,
            due_date: dueDate,
            assignee_id: choice.assigneeId,
            needs_photo: choice.needsPhoto,
          };
          const parsed = form.check(body);
          if (parsed) create.mutate(parsed, { onSuccess: () => setTitle('') });
        }}
      >
        <Stack>
          <Title order={2} size="h3">
            Add a task
          </Title>
          <Select
            label="Listing"
            data={listings.data ?? []}
            value={listingId}
            onChange={setListingId}
            error={errorOf('listing_id')}
            required
          />
          <Select
            label="Kind"
            data={KINDS}
            value={kind}
            onChange={(v) => setKind(v ?? 'maintenance')}
            allowDeselect={false}
            error={errorOf('kind')}
          />
          <TextInput
            label="What is to be done"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errorOf('title')}
            required
          />
          <TextInput
            label="Due on"
            type="date"
            value={dueDate}
            onChange={(e) => setTypedDue(e.currentTarget.value)}
            error={errorOf('due_date')}
            required
          />
          <AssigneeFields
            description="They are e-mailed their tasks the day before, and one for today or tomorrow within minutes"
            assignees={assignees}
            {...choice}
            error={errorOf('assignee_id')}
          />
          {create.isSuccess && (
            <Alert color="green" role="status">
              {create.data.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              Add task
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
