import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, ResetPasswordInput } from '@innkeep/contract/auth';
import { Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { NewPasswordPair } from '../../../components/account-inputs.tsx';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { getToken } from '../../../lib/session.ts';
import { useResetTokenCheck } from '../api/check-reset-token.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard, BackToSignIn } from '../components/auth-card.tsx';

type Values = z.input<typeof ResetPasswordInput>;
type Data = z.output<typeof ResetPasswordInput>;

function NewLinkAlert({ message }: { message: string }) {
  return (
    <ErrorAlert>
      {message}{' '}
      <Anchor component={Link} to="/forgot_password" size="sm" fw={600}>
        Ask for a new link
      </Anchor>
    </ErrorAlert>
  );
}

export default function ResetPasswordPage() {
  const pageMeta = <PageMeta title="Reset password" />;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const reset = useResetPassword();
  // A used or expired link says so at once, instead of a form that can only fail.
  const check = useResetTokenCheck({ email, token }, Boolean(token && email));
  const linkDead = isApiError(check.error) && check.error.status === 422;
  const [failure, setFailure] = useState<{ message: string; newLink: boolean } | null>(null);
  const form = useForm<Values, unknown, Data>({
    resolver: zodResolver(ResetPasswordInput),
    defaultValues: { email, token, password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await reset.mutateAsync(values);
      // Someone signed in on this browser (this account, whose sessions the reset just ended, or another):
      // the sign-in page forgets that session (`signedOut`) and shows the notice, instead of bouncing to a
      // dashboard that is dead or not the resetter's.
      const signedOut = getToken() !== null;
      await navigate('/sign_in', {
        replace: true,
        state: { notice: result.message, email: values.email, signedOut },
      });
    } catch (error) {
      const tokenError = isApiError(error) ? error.fieldError('token') : undefined;
      if (tokenError) return setFailure({ message: tokenError, newLink: true });
      const message = applyServerErrors(error, form.setError, ['password', 'password_confirmation']);
      if (message) setFailure({ message, newLink: false });
    }
  });

  const footer = <BackToSignIn />;

  if (!token || !email || linkDead) {
    return (
      <AuthCard title="This link has expired" footer={footer}>
        {pageMeta}
        <Stack gap="md">
          <Text size="sm">
            A password reset link works once, for 60 minutes, and only the newest one e-mailed to you. This
            one has been used, has expired or was replaced by a newer one.
          </Text>
          <ErrorAlert>{authMessages.resetTokenInvalid}</ErrorAlert>
          <Button component={Link} to="/forgot_password" size="md" fullWidth>
            Ask for a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (check.isPending) {
    return (
      <AuthCard title="Reset your password" footer={footer}>
        {pageMeta}
        <Stack align="center" py="lg" aria-busy="true">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Checking your link…
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Your other devices will be signed out." footer={footer}>
      {pageMeta}
      <form onSubmit={onSubmit} noValidate aria-label="Reset password">
        <Stack gap="md">
          {failure &&
            (failure.newLink ? (
              <NewLinkAlert message={failure.message} />
            ) : (
              <ErrorAlert>{failure.message}</ErrorAlert>
            ))}
          {/* The account comes from the link; shown so the user knows which one they are resetting. */}
          <TextInput
            label="Email"
            value={email}
            readOnly
            variant="filled"
            autoComplete="username"
            error={errors.email?.message}
          />
          <NewPasswordPair
            password={{ ...form.register('password'), error: errors.password?.message }}
            confirmation={{
              ...form.register('password_confirmation'),
              error: errors.password_confirmation?.message,
            }}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={isSubmitting}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
