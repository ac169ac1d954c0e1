import { contentMessages } from '@innkeep/contract/messages';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { useUnsubscribeNewsletter } from '../api/newsletter-links.ts';
import { linkFailure, NewsletterLinkFrame } from './newsletter-link-frame.tsx';

/**
 * `/newsletter/unsubscribe?token=…`, from the link in a newsletter mail. One button, not an automatic
 * unsubscribe on load: link scanners open pages too, and must not unsubscribe anyone.
 */
export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeNewsletter();

  const failure = !token
    ? contentMessages.unsubscribeLinkInvalid
    : unsubscribe.isError
      ? linkFailure(unsubscribe.error, contentMessages.unsubscribeLinkInvalid)
      : null;

  return (
    <NewsletterLinkFrame title="Unsubscribe from the newsletter">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {!failure && unsubscribe.isSuccess && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {unsubscribe.data.message}
        </Alert>
      )}
      {!failure && !unsubscribe.isSuccess && (
        <Stack gap="md">
          <Text>Do you want to stop receiving the Innkeep newsletter at this address?</Text>
          <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending}>
            Unsubscribe
          </Button>
        </Stack>
      )}
    </NewsletterLinkFrame>
  );
}
