import { contentMessages } from '@innkeep/contract/messages';
import { ErrorAlert, SuccessAlert } from '../../../components/form-alerts.tsx';
import {
  LinkPageConfirming,
  LinkPageFrame,
  useSendLinkOnOpen,
} from '../../../components/link-page-frame.tsx';
import { useConfirmNewsletter } from '../api/newsletter-links.ts';

// The original's 'This link is not valid' has no full stop (R-W3 keeps its words): end it before our own.
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * `/newsletter/confirm?token=…`, opened from the confirmation e-mail: confirms the sign-up. The page
 * posts the token (a GET link alone would be confirmed by any mail scanner that fetches it).
 */
export default function NewsletterConfirmPage() {
  const confirm = useConfirmNewsletter();
  const failure = useSendLinkOnOpen(confirm, confirm.mutate, contentMessages.confirmLinkInvalid);

  return (
    <LinkPageFrame title="Newsletter subscription">
      {failure && (
        <ErrorAlert>{sentence(failure)} Subscribe again from the home page to get a new link.</ErrorAlert>
      )}
      {!failure && confirm.isSuccess && <SuccessAlert>{confirm.data.message}</SuccessAlert>}
      {!failure && !confirm.isSuccess && <LinkPageConfirming />}
    </LinkPageFrame>
  );
}
