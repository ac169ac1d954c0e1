import { zodResolver } from '@hookform/resolvers/zod';
import { type SessionUser, UpdateMeInput } from '@innkeep/contract/auth';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CurrentPasswordInput, EmailInput, NameInputs } from '../../../components/account-inputs.tsx';
import { OutcomeAlert } from '../../../components/form-alerts.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useUpdateMe } from '../api/update-me.ts';

type Values = z.input<typeof UpdateMeInput>;
type Data = z.output<typeof UpdateMeInput>;
const FIELDS = ['first_name', 'last_name', 'email', 'current_password'] as const;

export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateMe();
  const form = useForm<Values, unknown, Data>({
    resolver: zodResolver(UpdateMeInput),
    values: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      current_password: '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // A new e-mail needs the current password (the server checks it) and a click on the link sent to it.
  const emailChanges = (form.watch('email') ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const { onSubmit, outcome } = useFormSubmit(form, FIELDS, async (values) => {
    const result = await update.mutateAsync(values);
    // Back to the saved account: a requested e-mail shows only once its link has been followed.
    const saved = result.data;
    form.reset({
      first_name: saved.first_name,
      last_name: saved.last_name,
      email: saved.email,
      current_password: '',
    });
    return result.message;
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      <Stack gap="md">
        {outcome && <OutcomeAlert outcome={outcome} />}
        <NameInputs
          firstName={{ ...form.register('first_name'), error: errors.first_name?.message }}
          lastName={{ ...form.register('last_name'), error: errors.last_name?.message }}
          from="sm"
        />
        <EmailInput error={errors.email?.message} {...form.register('email')} />
        {emailChanges && (
          <CurrentPasswordInput
            label="Current password"
            description="Needed to change your e-mail. We will send a link to the new address; the change happens when you follow it."
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting || !isDirty}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
