import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { countErrorsByTab, type ListingTabKey, tabOfField } from '@innkeep/contract/listings-tabs';
import { type RefObject, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useSaveListing } from '../api/save-listing.ts';

interface ListingSubmitOptions {
  form: UseFormReturn<ListingFormValues>;
  /** The copy kept in the browser: written before the request, forgotten once saved. */
  kept: { flush: () => Promise<void>; discard: () => Promise<void> };
  listingId: number | undefined;
  /** Which rules the resolver checks: a draft's or a published listing's. */
  draftMode: RefObject<boolean>;
  /** Opens the tab of the first error. */
  openTab: (tab: ListingTabKey) => void;
  /** The form is saved: leaving the page asks nothing. */
  allowLeaving: () => void;
}

/**
 * Saves the listing as a draft or published: then on to its list; refused, the server's errors land under
 * their inputs (or, naming no input, above the form) and the first tab with one opens.
 */
export function useListingSubmit({
  form,
  kept,
  listingId,
  draftMode,
  openTab,
  allowLeaving,
}: ListingSubmitOptions) {
  const navigate = useNavigate();
  const save = useSaveListing();
  const [general, setGeneral] = useState<string[]>([]);

  const openFirstErroneous = (list: ReturnType<typeof countErrorsByTab>) => {
    const first = list[0];
    if (first) openTab(first.tab.key as ListingTabKey);
  };

  const submit = (draft: boolean) => {
    draftMode.current = draft;
    setGeneral([]);
    void form.handleSubmit(
      async () => {
        try {
          // Written before the request: if the session has expired, sign-in comes next and the draft waits.
          await kept.flush();
          const saved = await save.mutateAsync({ values: form.getValues(), draft, listingId });
          await kept.discard();
          notifications.show({ color: 'teal', message: saved.message });
          allowLeaving();
          navigate(draft ? '/drafts' : '/listings');
        } catch (error) {
          if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
            const loose: string[] = [];
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              const message = messages[0] ?? 'Invalid value';
              if (tabOfField(field)) {
                form.setError(field as FieldPath<ListingFormValues>, { type: 'server', message });
              } else loose.push(message);
            }
            setGeneral(loose);
            openFirstErroneous(countErrorsByTab(error.fieldErrors));
          } else {
            setGeneral([errorText(error)]);
          }
        }
      },
      (invalid) => openFirstErroneous(countErrorsByTab(invalid as Record<string, unknown>)),
    )();
  };

  return { submit, general, saving: save.isPending || form.formState.isSubmitting };
}
