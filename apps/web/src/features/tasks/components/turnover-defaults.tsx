import type { TaskDefaults } from '@innkeep/contract/tasks';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '../../../lib/api-client.ts';
import { useSetTaskDefaults, useTaskDefaults } from '../api/task-defaults.ts';
import { AssigneeFields, useAssigneeChoice } from './assignee-fields.tsx';

type Options = { value: string; label: string }[];

/** One listing's defaults, saved on their own: the host sets one listing at a time. */
function ListingDefaults({ saved, assignees }: { saved: TaskDefaults; assignees: Options }) {
  const save = useSetTaskDefaults();
  const choice = useAssigneeChoice(saved);
  const assigneeError = isApiError(save.error) ? save.error.fieldError('assignee_id') : undefined;

  return (
    <form
      noValidate
      aria-label={saved.listing_name}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          listing_id: saved.listing_id,
          assignee_id: choice.assigneeId,
          needs_photo: choice.needsPhoto,
        });
      }}
    >
      <Stack gap="xs">
        <Text fw={600}>{saved.listing_name}</Text>
        <AssigneeFields label="New turnovers go to" assignees={assignees} {...choice} error={assigneeError} />
        {save.isSuccess && (
          <Alert color="green" role="status">
            {save.data.message}
          </Alert>
        )}
        {save.isError && !assigneeError && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Per listing, who gets its new turnovers and whether a photo is asked for (docs/requirements/host.md#R-H34):
 * open turnovers nobody has yet follow a change at once.
 */
export function TurnoverDefaults({ assignees }: { assignees: Options }) {
  const defaults = useTaskDefaults(true);
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label="Turnover defaults">
      <Stack>
        <Title order={2} size="h3">
          Turnover defaults
        </Title>
        <Text size="sm" c="dimmed">
          Each stay makes a turnover on its check-out day. Choose who gets a listing&apos;s new ones; open
          turnovers nobody has yet follow your choice.
        </Text>
        {defaults.isPending && <Loader aria-label="Loading turnover defaults" />}
        {defaults.isError && (
          <Alert color="red" role="alert">
            {defaults.error.message}
          </Alert>
        )}
        {defaults.isSuccess && defaults.data.data.length === 0 && <Text>You have no listings yet.</Text>}
        {defaults.data?.data.map((listing) => (
          <ListingDefaults key={listing.listing_id} saved={listing} assignees={assignees} />
        ))}
      </Stack>
    </Card>
  );
}
