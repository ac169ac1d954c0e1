import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInput } from '@innkeep/contract/auth';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { EmailInput } from '../../../components/account-inputs.tsx';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useSession } from '../../../lib/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard, BackToSignIn } from '../components/auth-card.tsx';

type Values = z.input<typeof ForgotPasswordInput>;
type Data = z.output<typeof ForgotPasswordInput>;

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const { user } = useSession();
  const form = useForm<Values, unknown, Data>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, failure } = useFormSubmit(form, ['email'], async (values) => {
    await forgot.mutateAsync(values);
    await navigate(`/check?${new URLSearchParams({ email: values.email })}`);
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
      footer={<BackToSignIn />}
    >
      <PageMeta title="Forgot password" />
      <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
        <Stack gap="md">
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          {user && (
            // Signed in: the account page changes the password without an e-mail round trip.
            <Alert color="blue" role="status" data-testid="signed-in-notice">
              You are signed in as <strong>{user.email}</strong>. To choose a new password, use{' '}
              <Anchor component={Link} to="/user">
                your account page
              </Anchor>
              ; a reset link is for an account you cannot sign in to.
            </Alert>
          )}
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={isSubmitting}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
