import type { AdminFailedMail } from '@innkeep/contract/admin-mail';
import { formatDateTime } from '@innkeep/contract/formats';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useFailedMail, useResendMail } from '../api/failed-mail.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';

/**
 * `/admin/mail`: e-mails the mail job gave up on after its last attempt (the relay refused them or never
 * answered). Once the relay is fixed, an admin sends each one again; it leaves within seconds.
 */
export default function AdminMailPage() {
  const failed = useFailedMail();
  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Failed e-mails"
        description="Messages the mail relay refused on every attempt. Fix the relay, then send them again."
      />
      <QueryState query={failed} loading="Loading the failed e-mails">
        {(mails) =>
          mails.length === 0 ? (
            <Text c="dimmed" data-testid="failed-mail-empty">
              No e-mail has failed. A message the relay refuses is tried 8 times before it shows here.
            </Text>
          ) : (
            mails.map((m) => <FailedMailCard key={m.id} mail={m} />)
          )
        }
      </QueryState>
    </Stack>
  );
}

function FailedMailCard({ mail: m }: { mail: AdminFailedMail }) {
  const resend = useResendMail();
  const send = () =>
    resend.mutate(m.id, {
      onSuccess: (reply) => notifications.show({ color: 'teal', message: reply.message }),
    });
  return (
    <Paper withBorder radius="md" p="md" data-testid="failed-mail">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {m.subject}
          </Text>
          <Badge color="red" variant="light">
            {m.attempts} attempts
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          To {m.to} · queued {formatDateTime(m.created_at)}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          The relay’s last answer: {m.last_error ?? 'none recorded'}
        </Text>
        {resend.error && (
          <Alert color="red" role="alert">
            {errorText(resend.error)}
          </Alert>
        )}
        <Group>
          <Button loading={resend.isPending} onClick={send}>
            Send again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
