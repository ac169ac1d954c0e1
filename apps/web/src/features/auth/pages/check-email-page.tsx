import { RESET_TOKEN_TTL_MINUTES } from '@innkeep/contract/auth';
import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox, IconMailOpened } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLinkAddress } from '../../../components/link-page-frame.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useMailbox } from '../api/get-mailbox.ts';
import { AuthCard, BackToSignIn } from '../components/auth-card.tsx';

export default function CheckEmailPage() {
  const email = useLinkAddress();
  const mailbox = useMailbox();

  return (
    <AuthCard title="Check your e-mail" footer={<BackToSignIn />}>
      <PageMeta title="Check your e-mail" />
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMailOpened size={30} />
        </ThemeIcon>
        <Text>
          If an account exists for {email ? <strong>{email}</strong> : 'that e-mail'}, we have sent a link to
          reset the password. Open it within {RESET_TOKEN_TTL_MINUTES} minutes.
        </Text>
        <Text size="sm" c="dimmed">
          Nothing there? Look in your spam folder, or{' '}
          <Anchor component={Link} to="/forgot_password" size="sm">
            ask for a new link
          </Anchor>
          .
        </Text>
        {mailbox.data?.enabled && mailbox.data.url && (
          <Alert
            color="blue"
            icon={<IconInbox aria-hidden />}
            title="No mail server is set up"
            ta="left"
            w="100%"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                This Innkeep keeps its e-mails in a built-in mailbox instead of sending them.
              </Text>
              {/* A server page, not a route of this app: a plain link. */}
              <Button component="a" href={mailbox.data.url} variant="light" color="blue" size="sm">
                Open the mailbox
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </AuthCard>
  );
}
