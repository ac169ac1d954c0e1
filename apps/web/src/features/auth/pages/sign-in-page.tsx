import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionUser } from '@innkeep/contract/auth';
import { LoginInput } from '@innkeep/contract/auth';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { CurrentPasswordInput, EmailInput } from '../../../components/account-inputs.tsx';
import { ErrorAlert, SuccessAlert } from '../../../components/form-alerts.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import {
  clearSession,
  draftKeptOnExpiry,
  homeOf,
  sessionExpired,
  setSession,
  useSession,
} from '../../../lib/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';

type Values = z.input<typeof LoginInput>;
type Data = z.output<typeof LoginInput>;

/**
 * A `?next=` worth following: a path of this site. Browsers read `//host`, `/\host` and `/<tab>/host` as
 * another site, so a path starts with one `/`, not `//`, and holds no backslash or control character.
 */
export function sameSitePath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/')) return null;
  if (next[1] === '/' || /[\\\p{Cc}]/u.test(next)) return null;
  return next;
}

/** Where to go after sign-in: the page the guard sent us from, if it belongs to this user's area. */
export function landingFor(user: SessionUser, next: string | null): string {
  const safe = sameSitePath(next);
  if (safe && safe.startsWith('/admin') === user.is_admin) return safe;
  return homeOf(user);
}

export default function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { notice?: string; email?: string; signedOut?: boolean } | null;
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const signedOut = state?.signedOut === true;
  // Read once: signing in clears the mark.
  const [expired] = useState(sessionExpired);
  const [draftKept] = useState(draftKeptOnExpiry);

  // Arrived from "sign out of all devices": the server already ended the session; forget it here too.
  useEffect(() => {
    if (!signedOut) return;
    clearSession();
    queryClient.clear();
  }, [signedOut, queryClient]);
  const login = useLogin();
  const form = useForm<Values, unknown, Data>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: state?.email ?? params.get('email') ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, failure } = useFormSubmit(form, ['email', 'password'], async (values) => {
    const result = await login.mutateAsync(values);
    setSession(result.token, result.user);
    await navigate(landingFor(result.user, params.get('next')), { replace: true });
  });

  // Already signed in (the back button after sign-in, or the render between a finished sign-in and its
  // navigation to a lazily loaded page): go where sign-in goes, so the two never disagree.
  if (token && user && !isSubmitting && !signedOut) {
    return <Navigate to={landingFor(user, params.get('next'))} replace />;
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your listings and bookings."
      notice={
        // At the top of the page, not inside the form: on a phone it is in view as the page opens.
        expired && !failure ? (
          <Alert color="yellow" role="status" title="Your session expired" data-testid="session-expired">
            Sign in again below to carry on: you go back to the page you were on.
            {draftKept &&
              ' What you were typing was kept: it comes back as you left it, and you can save it then.'}
          </Alert>
        ) : undefined
      }
      footer={
        <>
          New to Innkeep?{' '}
          <Anchor component={Link} to="/sign_up" fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      <PageMeta title="Sign in" />
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          {state?.notice && !failure && <SuccessAlert>{state.notice}</SuccessAlert>}
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <CurrentPasswordInput
            label="Password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot_password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={isSubmitting}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
