import { authMessages } from '@innkeep/contract/auth';
import { ErrorAlert, SuccessAlert } from '../../../components/form-alerts.tsx';
import {
  LinkPageConfirming,
  LinkPageFrame,
  useSendLinkOnOpen,
} from '../../../components/link-page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/** `/confirm-email?token=…`, opened from the e-mail sent to a new address: confirms the change once. */
export default function ConfirmEmailPage() {
  const confirm = useConfirmEmail();
  const session = useSession();
  const failure = useSendLinkOnOpen(
    confirm,
    (token) => confirm.mutate({ token }),
    authMessages.emailChangeInvalid,
  );
  const next = session.user
    ? { to: '/user', label: 'Back to your account' }
    : { to: '/sign_in', label: 'Sign in' };

  return (
    <LinkPageFrame title="Confirm e-mail address" heading="Confirm your e-mail address" back={next}>
      {failure && (
        <ErrorAlert>
          {failure} Ask for a new link by saving the new address on your account page again.
        </ErrorAlert>
      )}
      {!failure && confirm.isSuccess && (
        <SuccessAlert>
          {confirm.data.message} You now sign in with <strong>{confirm.data.data.email}</strong>.
        </SuccessAlert>
      )}
      {!failure && !confirm.isSuccess && <LinkPageConfirming />}
    </LinkPageFrame>
  );
}
