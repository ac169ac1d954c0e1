import { teamHome, teamMessages } from '@innkeep/contract/team';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert, SuccessAlert } from '../../../components/form-alerts.tsx';
import {
  LinkPageFrame,
  linkPageFailure,
  useLinkAddress,
  useLinkToken,
} from '../../../components/link-page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';

/**
 * `/team/accept?token=…`, opened from the invitation e-mail. Signed out: sign up or sign in and come back;
 * signed in: one button accepts (the link works once), then the role's own page.
 */
export default function AcceptInvitationPage() {
  const token = useLinkToken();
  // The address the invitation was sent to (the e-mailed link carries it): the only one that can accept.
  const email = useLinkAddress();
  const session = useSession();
  const accept = useAcceptInvitation();
  const back = `/team/accept?${new URLSearchParams(email ? { token, email } : { token })}`;
  const authLink = (page: string) =>
    `/${page}?${new URLSearchParams(email ? { next: back, email } : { next: back })}`;
  const otherAddress =
    email !== '' && session.user !== null && session.user.email.toLowerCase() !== email.toLowerCase();
  const failure = linkPageFailure(token, accept, teamMessages.tokenInvalid);
  const landing = teamHome[accept.data?.data.role ?? 'co-host'];
  // 409: this account cannot take the invitation (another address, an admin, a host, another team's member).
  const otherAccountNeeded = isApiError(accept.error) && accept.error.code === 'CONFLICT';
  const signOut = useLogout(back);

  return (
    <LinkPageFrame title="Join a team" heading="Join a host's team">
      <Stack>
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        {accept.isSuccess && (
          <>
            <SuccessAlert>{accept.data.message}</SuccessAlert>
            <Button component={Link} to={landing} size="md">
              {accept.data.data.role === 'cleaner' ? 'See my tasks' : 'Open reservations'}
            </Button>
          </>
        )}
        {!accept.isSuccess && token && !session.user && (
          <>
            <Text>
              {email ? (
                <>
                  This invitation is for <strong>{email}</strong>. Create an account or sign in with that
                  address to accept it.
                </>
              ) : (
                'Create an account or sign in to accept the invitation.'
              )}{' '}
              You come back here afterwards.
            </Text>
            <Group grow>
              <Button component={Link} to={authLink('sign_up')} size="md">
                Sign up
              </Button>
              <Button component={Link} to={authLink('sign_in')} variant="default" size="md">
                Sign in
              </Button>
            </Group>
          </>
        )}
        {!accept.isSuccess && token && session.user && !failure && (
          <>
            <Text>
              You are signed in as <strong>{session.user.email}</strong>.{' '}
              {otherAddress ? (
                <>
                  This invitation was sent to <strong>{email}</strong>: only that account can accept it.
                </>
              ) : (
                'Accept to see what the host shares with you.'
              )}
            </Text>
            {/* Another address than the invited one cannot accept (409): no button that can only fail. */}
            {!otherAddress && (
              <Button size="md" loading={accept.isPending} onClick={() => accept.mutate({ token })}>
                Accept the invitation
              </Button>
            )}
          </>
        )}
        {(otherAccountNeeded || (otherAddress && !!token && !failure && !accept.isSuccess)) && (
          <Button
            variant={otherAccountNeeded ? 'default' : 'filled'}
            size="md"
            onClick={() => {
              accept.reset();
              void signOut();
            }}
          >
            Use another account
          </Button>
        )}
      </Stack>
    </LinkPageFrame>
  );
}
