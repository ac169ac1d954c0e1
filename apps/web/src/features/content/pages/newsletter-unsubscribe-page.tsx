import { contentMessages } from '@innkeep/contract/messages';
import { Button, Stack, Text } from '@mantine/core';
import { ErrorAlert, SuccessAlert } from '../../../components/form-alerts.tsx';
import { LinkPageFrame, linkPageFailure, useLinkToken } from '../../../components/link-page-frame.tsx';
import { useUnsubscribeNewsletter } from '../api/newsletter-links.ts';

/**
 * `/newsletter/unsubscribe?token=…`, from the link in a newsletter mail. One button, not an automatic
 * unsubscribe on load: link scanners open pages too, and must not unsubscribe anyone.
 */
export default function NewsletterUnsubscribePage() {
  const token = useLinkToken();
  const unsubscribe = useUnsubscribeNewsletter();

  const failure = linkPageFailure(token, unsubscribe, contentMessages.unsubscribeLinkInvalid);

  return (
    <LinkPageFrame title="Unsubscribe from the newsletter">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {!failure && unsubscribe.isSuccess && <SuccessAlert>{unsubscribe.data.message}</SuccessAlert>}
      {!failure && !unsubscribe.isSuccess && (
        <Stack gap="md">
          <Text>Do you want to stop receiving the Innkeep newsletter at this address?</Text>
          <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending}>
            Unsubscribe
          </Button>
        </Stack>
      )}
    </LinkPageFrame>
  );
}
