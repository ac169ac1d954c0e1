import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChannelStay,
  type ChannelStayData,
  ChannelStayInput,
  MAX_GUEST_NAME,
  MAX_STAY_NOTE,
} from '@innkeep/contract/channel-stays';
import { formatStayRange } from '@innkeep/contract/dates';
import { Alert, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useAnnotateChannelStay } from '../api/channel-stays.ts';

type Values = { guest_name: string; note: string };
const FIELDS = ['guest_name', 'note'] as const;

/** The host names the guest of a stay sold on a channel (its feed carries no name) and keeps a note. */
export function ChannelStayDialog({ stay, onClose }: { stay: ChannelStay | null; onClose: () => void }) {
  return (
    <Modal opened={stay !== null} onClose={onClose} title={stay ? `${stay.channel_name} stay` : ''} centered>
      {stay ? <StayForm key={stay.id} stay={stay} onClose={onClose} /> : null}
    </Modal>
  );
}

function StayForm({ stay, onClose }: { stay: ChannelStay; onClose: () => void }) {
  const save = useAnnotateChannelStay();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, ChannelStayData>({
    resolver: zodResolver(ChannelStayInput),
    defaultValues: { guest_name: stay.guest_name ?? '', note: stay.note ?? '' },
  });
  const { errors } = form.formState;
  // The server trims and reads empty text as "clear it" with the same schema: it gets what was typed.
  const submit = form.handleSubmit(() => {
    setFormError(null);
    save.mutate(
      { id: stay.id, values: form.getValues() },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message });
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
      },
    );
  });
  return (
    <form onSubmit={submit} aria-label="Guest and note" noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {stay.listing.external_listing_name} · {formatStayRange(stay.start_date, stay.end_date)}
          {stay.summary ? ` · ${stay.summary}` : ''}
        </Text>
        <TextInput
          label="Guest name"
          description="The channel does not send it; only you see it"
          maxLength={MAX_GUEST_NAME}
          {...form.register('guest_name')}
          error={errors.guest_name?.message}
        />
        <Textarea
          label="Note"
          rows={3}
          maxLength={MAX_STAY_NOTE}
          {...form.register('note')}
          error={errors.note?.message}
        />
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <DialogActions pending={save.isPending} onCancel={onClose}>
          Save
        </DialogActions>
      </Stack>
    </form>
  );
}
