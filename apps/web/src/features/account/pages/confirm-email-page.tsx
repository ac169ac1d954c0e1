import { authMessages } from '@innkeep/contract/auth';
import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/** `/confirm-email?token=…`, opened from the e-mail sent to a new address: confirms the change once. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const session = useSession();
  // The link works once: never send it twice (React runs effects twice in development).
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const failure = !token
    ? authMessages.emailChangeInvalid
    : confirm.isError
      ? (isApiError(confirm.error) && confirm.error.fieldError('token')) ||
        (confirm.error instanceof Error ? confirm.error.message : authMessages.emailChangeInvalid)
      : null;
  const next = session.user
    ? { to: '/user', label: 'Back to your account' }
    : { to: '/sign_in', label: 'Sign in' };

  return (
    // Framed like the sign-in screens (features do not share components, so not their AuthCard).
    <Container size={460} py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <PageMeta title="Confirm e-mail address" />
      <Title order={1} fz={{ base: 26, sm: 30 }} ta="center" mb="lg">
        Confirm your e-mail address
      </Title>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {failure && (
          <ErrorAlert>
            {failure} Ask for a new link by saving the new address on your account page again.
          </ErrorAlert>
        )}
        {!failure && confirm.isSuccess && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {confirm.data.message} You now sign in with <strong>{confirm.data.data.email}</strong>.
          </Alert>
        )}
        {!failure && !confirm.isSuccess && (
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text c="dimmed">Confirming…</Text>
          </Stack>
        )}
      </Paper>
      <Text ta="center" mt="lg" size="sm">
        <Anchor component={Link} to={next.to} fw={600}>
          {next.label}
        </Anchor>
      </Text>
    </Container>
  );
}
