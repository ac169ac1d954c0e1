import { teamMessages } from '@innkeep/contract/team';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';

/**
 * `/team/accept?token=…`, opened from the invitation e-mail. Signed out: sign up or sign in and come back;
 * signed in: one button accepts (the link works once), then the role's own page.
 */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const accept = useAcceptInvitation();
  const back = `/team/accept?${new URLSearchParams({ token })}`;
  const failure = !token
    ? teamMessages.tokenInvalid
    : accept.isError
      ? (isApiError(accept.error) && accept.error.fieldError('token')) ||
        (accept.error instanceof Error ? accept.error.message : teamMessages.tokenInvalid)
      : null;
  const landing = accept.data?.data.role === 'cleaner' ? '/tasks' : '/reservations';

  return (
    <Container size={460} py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <PageMeta title="Join a team" />
      <Title order={1} fz={{ base: 26, sm: 30 }} ta="center" mb="lg">
        Join a host's team
      </Title>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack>
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          {accept.isSuccess && (
            <>
              <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
                {accept.data.message}
              </Alert>
              <Button component={Link} to={landing} size="md">
                {accept.data.data.role === 'cleaner' ? 'See my tasks' : 'Open reservations'}
              </Button>
            </>
          )}
          {!accept.isSuccess && token && !session.user && (
            <>
              <Text>
                Create an account or sign in to accept the invitation. You come back here afterwards.
              </Text>
              <Group grow>
                <Button component={Link} to={`/sign_up?${new URLSearchParams({ next: back })}`} size="md">
                  Sign up
                </Button>
                <Button
                  component={Link}
                  to={`/sign_in?${new URLSearchParams({ next: back })}`}
                  variant="default"
                  size="md"
                >
                  Sign in
                </Button>
              </Group>
            </>
          )}
          {!accept.isSuccess && token && session.user && !failure && (
            <>
              <Text>
                You are signed in as <strong>{session.user.email}</strong>. Accept to see what the host shares
                with you.
              </Text>
              <Button size="md" loading={accept.isPending} onClick={() => accept.mutate({ token })}>
                Accept the invitation
              </Button>
            </>
          )}
        </Stack>
      </Paper>
      <Text ta="center" mt="lg" size="sm">
        <Anchor component={Link} to="/" fw={600}>
          Back to the home page
        </Anchor>
      </Text>
    </Container>
  );
}
