import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminReview, AdminReviewInput } from '@innkeep/contract/admin';
import { Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { PUBLIC_REVIEW_KEYS, saveReview } from '../api/reviews.ts';
import { FormDialog } from './form-dialog.tsx';
import { useDialogForm } from './use-dialog-form.ts';

const EMPTY: AdminReviewInput = { first_name: '', last_name: '', message: '' };
const FIELDS = ['first_name', 'last_name', 'message'] as const;

interface ReviewDialogProps {
  opened: boolean;
  /** null: a new review. */
  review: AdminReview | null;
  onClose: () => void;
}

export function ReviewDialog({ opened, review, onClose }: ReviewDialogProps) {
  const editing = useMemo(
    () =>
      review && {
        id: review.id,
        values: { first_name: review.first_name, last_name: review.last_name, message: review.message },
      },
    [review],
  );
  const { form, frame } = useDialogForm<AdminReviewInput>({
    opened,
    noun: 'review',
    editing,
    empty: EMPTY,
    fields: FIELDS,
    resolver: zodResolver(AdminReviewInput),
    save: saveReview,
    alsoReload: PUBLIC_REVIEW_KEYS,
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...frame}>
      <TextInput
        label="First name"
        required
        {...form.register('first_name')}
        error={errors.first_name?.message}
      />
      <TextInput
        label="Last name"
        required
        {...form.register('last_name')}
        error={errors.last_name?.message}
      />
      <Textarea
        label="Message"
        required
        autosize
        minRows={4}
        maxRows={10}
        {...form.register('message')}
        error={errors.message?.message}
      />
    </FormDialog>
  );
}
