import { contentMessages } from '@innkeep/contract/messages';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { useConfirmNewsletter } from '../api/newsletter-links.ts';
import { linkFailure, NewsletterLinkFrame } from './newsletter-link-frame.tsx';

/**
 * `/newsletter/confirm?token=…`, opened from the confirmation e-mail: confirms the sign-up. The page
 * posts the token (a GET link alone would be confirmed by any mail scanner that fetches it).
 */
export default function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmNewsletter();
  // Send once (React runs effects twice in development).
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const failure = !token
    ? contentMessages.confirmLinkInvalid
    : confirm.isError
      ? linkFailure(confirm.error, contentMessages.confirmLinkInvalid)
      : null;

  return (
    <NewsletterLinkFrame title="Newsletter subscription">
      {failure && <ErrorAlert>{failure} Subscribe again from the home page to get a new link.</ErrorAlert>}
      {!failure && confirm.isSuccess && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {confirm.data.message}
        </Alert>
      )}
      {!failure && !confirm.isSuccess && (
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">Confirming…</Text>
        </Stack>
      )}
    </NewsletterLinkFrame>
  );
}
