import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInput } from '@innkeep/contract/auth';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { EmailInput } from '../../../components/account-inputs.tsx';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard, BackToSignIn } from '../components/auth-card.tsx';

type Values = z.input<typeof ForgotPasswordInput>;
type Data = z.output<typeof ForgotPasswordInput>;

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Data>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgot.mutateAsync(values);
      await navigate(`/check?${new URLSearchParams({ email: values.email })}`);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['email']));
    }
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
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={isSubmitting}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
