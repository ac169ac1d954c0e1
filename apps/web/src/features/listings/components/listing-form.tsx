import { zodResolver } from '@hookform/resolvers/zod';
import { listingSchemaFor } from '@innkeep/contract/listings';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { countErrorsByTab, type ListingTabKey } from '@innkeep/contract/listings-tabs';
import { Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useListingSubmit } from '../hooks/use-listing-submit.ts';
import { useScrollPaddingBottom } from '../hooks/use-scroll-padding-bottom.ts';
import { FormErrorSummary } from './form-error-summary.tsx';
import { LeaveGuardDialog } from './leave-guard-dialog.tsx';
import { ListingFormBar } from './listing-form-bar.tsx';
import { ListingTabs } from './listing-tabs.tsx';
import { RestoredDraftAlert } from './restored-draft-alert.tsx';
import { UnpublishDialog } from './unpublish-dialog.tsx';

interface ListingFormProps {
  initialValues: ListingFormValues;
  /** Editing an existing listing. */
  listingId?: number;
  /** The listing being edited is published: Update keeps it live, Unpublish (confirmed) takes it off. */
  published?: boolean;
}

/** The sticky bar's height with its margin, kept clear when the browser scrolls a field into view. */
const STICKY_BAR_RESERVE_PX = 88;

/**
 * The create/edit form: ten tabs, Save draft (draft=1) and Publish (draft=0); on a published listing,
 * Unpublish (draft=1, after a confirmation) and Update (draft=0). The same contract schema
 * validates here and on the server; server 422 errors land under their inputs and count on the tabs.
 */
export function ListingForm({ initialValues, listingId, published = false }: ListingFormProps) {
  // Which rules apply is only known when a button is pressed: the resolver reads it from here.
  const draftMode = useRef(true);
  const resolver: Resolver<ListingFormValues> = (values, context, options) =>
    (zodResolver(listingSchemaFor(draftMode.current)) as unknown as Resolver<ListingFormValues>)(
      values,
      context,
      options,
    );
  const form = useForm<ListingFormValues>({ defaultValues: initialValues, resolver, mode: 'onSubmit' });
  const { errors, submitCount, isDirty } = form.formState;
  const { blocker, allowLeaving } = useLeaveGuard(isDirty);
  // Every change is kept in the browser until saved: an expired session, a reload or a closed tab loses nothing.
  const kept = useFormDraft(form, `listing:${listingId ?? 'new'}`);
  const [tab, setTab] = useState<ListingTabKey>('basic_info');
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  // The sticky Save/Publish bar sits over the bottom of the page.
  useScrollPaddingBottom(STICKY_BAR_RESERVE_PX);
  const hasSavedPoint =
    initialValues.lat !== '' && initialValues.lat !== null && initialValues.lat !== undefined;

  const counts = countErrorsByTab(errors as Record<string, unknown>);
  const total = counts.reduce((sum, c) => sum + c.count, 0);

  const { submit, general, saving } = useListingSubmit({
    form,
    kept,
    listingId,
    draftMode,
    openTab: setTab,
    allowLeaving,
  });

  return (
    <FormProvider {...form}>
      <LeaveGuardDialog blocker={blocker} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(false);
        }}
        aria-label={listingId ? 'Edit listing' : 'Create listing'}
      >
        <Stack gap="md">
          {kept.restored && (
            <RestoredDraftAlert
              restoredAt={kept.restored}
              onDiscard={() => {
                void kept.discard();
                form.reset(initialValues);
              }}
            />
          )}
          {submitCount > 0 && <FormErrorSummary counts={counts} general={general} onOpenTab={setTab} />}
          <ListingTabs tab={tab} setTab={setTab} counts={counts} hasSavedPoint={hasSavedPoint} />
          <ListingFormBar
            showErrors={submitCount > 0}
            total={total}
            published={published}
            saving={saving}
            savingDraft={draftMode.current}
            onSaveDraft={() => submit(true)}
            onUnpublish={() => setConfirmUnpublish(true)}
          />
        </Stack>
      </form>
      <UnpublishDialog
        opened={confirmUnpublish}
        onCancel={() => setConfirmUnpublish(false)}
        onConfirm={() => {
          setConfirmUnpublish(false);
          submit(true);
        }}
      />
    </FormProvider>
  );
}
