import { emptyListingFormValues, type ListingFormValues } from '@innkeep/contract/listings-form';
import type { ReactElement, ReactNode } from 'react';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { renderWithProviders } from '../../test-render.tsx';

/**
 * Renders a tab of the listing form inside the form it reads, started from the empty listing with `values`.
 * Returns the form, to read what the tab wrote or to set what another tab would.
 */
export function renderListingTab(
  tab: ReactElement,
  values: Partial<ListingFormValues> = {},
  env?: 'test',
): UseFormReturn<ListingFormValues> {
  const held: { form?: UseFormReturn<ListingFormValues> } = {};
  function ListingForm({ children }: { children: ReactNode }) {
    held.form = useForm<ListingFormValues>({ defaultValues: { ...emptyListingFormValues(), ...values } });
    return <FormProvider {...held.form}>{children}</FormProvider>;
  }
  renderWithProviders(tab, { wrapper: ListingForm, env });
  return held.form!;
}
