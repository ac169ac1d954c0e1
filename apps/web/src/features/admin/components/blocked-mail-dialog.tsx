import { zodResolver } from '@hookform/resolvers/zod';
import { AdminBlockedMailInput } from '@innkeep/contract/admin';
import { TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { createBlockedMail } from '../api/blocked-mails.ts';
import { FormDialog } from './form-dialog.tsx';
import { useDialogForm } from './use-dialog-form.ts';

const EMPTY: AdminBlockedMailInput = { email: '' };
const FIELDS = ['email'] as const;

/** New Contact: blocks an e-mail address. Create stays disabled while the field is empty (docs/requirements/wire.md#R-W3). */
export function BlockedMailDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { form, frame } = useDialogForm<AdminBlockedMailInput>({
    opened,
    noun: 'contact',
    editing: null,
    empty: EMPTY,
    fields: FIELDS,
    resolver: zodResolver(AdminBlockedMailInput),
    save: createBlockedMail,
    onClose,
  });
  const email = useWatch({ control: form.control, name: 'email' });

  return (
    <FormDialog {...frame} submitDisabled={!email?.trim()}>
      <TextInput
        label="Email"
        type="email"
        required
        data-autofocus
        autoComplete="off"
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
    </FormDialog>
  );
}
