import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterInput } from '@innkeep/contract/auth';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmailInput, NameInputs, NewPasswordInput } from '../../../components/account-inputs.tsx';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { setSession, useSession } from '../../../lib/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { landingFor, sameSitePath } from './sign-in-page.tsx';

type Values = z.input<typeof RegisterInput>;
type Data = z.output<typeof RegisterInput>;
const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

export default function SignUpPage() {
  const navigate = useNavigate();
  // An invitation link sends people here with ?next=/team/accept?token=…: they come back to it.
  const [params] = useSearchParams();
  const { token, user } = useSession();
  const register = useRegister();
  const form = useForm<Values, unknown, Data>({
    resolver: zodResolver(RegisterInput),
    // An invitation's address comes filled in (?email=): only an account with it can accept.
    defaultValues: { first_name: '', last_name: '', email: params.get('email') ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Someone invited to a host's team comes to work on that host's listings, not to list their own.
  const invited = sameSitePath(params.get('next'))?.startsWith('/team/accept') ?? false;

  const { onSubmit, failure } = useFormSubmit(form, FIELDS, async (values) => {
    const result = await register.mutateAsync(values);
    setSession(result.token, result.user);
    await navigate(sameSitePath(params.get('next')) ?? '/dashboard', { replace: true });
  });

  // Already signed in ("Start hosting" from the home page, an invitation's link): where sign-in would go, as
  // the sign-in page does; a second account is made after signing out.
  if (token && user && !isSubmitting) {
    return <Navigate to={landingFor(user, params.get('next'))} replace />;
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        invited
          ? 'Then accept the host’s invitation to their team.'
          : 'List your property, keep its calendar in sync and take bookings.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/sign_in" fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <PageMeta title="Sign up" />
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="md">
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <NameInputs
            firstName={{ ...form.register('first_name'), error: errors.first_name?.message }}
            lastName={{ ...form.register('last_name'), error: errors.last_name?.message }}
          />
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <NewPasswordInput
            label="Password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={isSubmitting}>
            Create account
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By creating an account you agree to the{' '}
            <Anchor component={Link} to="/terms_of_use" size="xs">
              Terms of use
            </Anchor>{' '}
            and the{' '}
            <Anchor component={Link} to="/privacy_policy" size="xs">
              Privacy policy
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
