import { zodResolver } from '@hookform/resolvers/zod';
import { type AddFeedData, AddFeedInput } from '@innkeep/contract/channels';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../../components/form-card.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useAddFeed } from '../api/channels.ts';

type Values = AddFeedInput;
const FIELDS = ['name', 'url'] as const;

/** Import a channel's calendar: its name and the iCal address the channel gives. */
export function AddFeedForm({ listingId }: { listingId: number }) {
  const add = useAddFeed();
  const [formError, setFormError] = useState<string | null>(null);
  const blank: Values = { listing_id: listingId, name: '', url: '' };
  const form = useForm<Values, unknown, AddFeedData>({
    resolver: zodResolver(AddFeedInput),
    values: blank,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    add.mutate(values, {
      onSuccess: (reply) => {
        // Added (or still syncing): a calendar whose first fetch failed is refused with why, under the address.
        notifications.show({ color: 'teal', message: reply.message });
        form.reset(blank);
      },
      onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <FormCard
      label="Add a calendar"
      title="Import a channel calendar"
      error={formError}
      onSubmit={submit}
      gap="xs"
    >
      <Group align="start" gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label="Channel name"
          placeholder="Airbnb"
          required
          {...form.register('name')}
          error={errors.name?.message}
          miw={160}
        />
        <TextInput
          label="Calendar address (iCal)"
          placeholder="https://www.airbnb.com/calendar/ical/….ics"
          required
          {...form.register('url')}
          error={errors.url?.message}
          miw={240}
        />
      </Group>
      <Group>
        <Button type="submit" loading={add.isPending}>
          Add calendar
        </Button>
      </Group>
    </FormCard>
  );
}
