import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordInput } from '@innkeep/contract/auth';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CurrentPasswordInput, NewPasswordPair } from '../../../components/account-inputs.tsx';
import { OutcomeAlert } from '../../../components/form-alerts.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useChangePassword } from '../api/change-password.ts';

type Values = z.input<typeof ChangePasswordInput>;
type Data = z.output<typeof ChangePasswordInput>;
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<Values, unknown, Data>({
    resolver: zodResolver(ChangePasswordInput),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, outcome } = useFormSubmit(form, FIELDS, async (values) => {
    const result = await change.mutateAsync(values);
    form.reset(EMPTY);
    return `${result.message} Your other devices have been signed out.`;
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="md">
        {outcome && <OutcomeAlert outcome={outcome} />}
        <CurrentPasswordInput
          label="Current password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <NewPasswordPair
          password={{ ...form.register('password'), error: errors.password?.message }}
          confirmation={{
            ...form.register('password_confirmation'),
            error: errors.password_confirmation?.message,
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
