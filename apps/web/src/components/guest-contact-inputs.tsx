import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

type ContactField = 'first_name' | 'last_name' | 'email_address' | 'phone_number';

interface GuestContactInputsProps {
  /** The form's `register` for one contact field (each form keeps its own react-hook-form). */
  field: (name: ContactField) => UseFormRegisterReturn;
  /** The form's errors (`formState.errors`): the contract's schema or the server's 422. */
  errors: Partial<Record<ContactField, { message?: string } | undefined>>;
  /**
   * Whose details: the guest's own (an inquiry, Book now: the browser may fill them in) or a guest's that
   * the host types (the staff form: no autofill with the host's own details).
   */
  autofill: boolean;
  /** A narrow column (the listing page's panel): e-mail and phone each take the full width. */
  narrow?: boolean;
  disabled?: boolean;
}

/** First and last name, e-mail and phone: the guest's contact, as the inquiry and the payment forms ask it. */
export function GuestContactInputs({
  field,
  errors,
  autofill,
  narrow = false,
  disabled,
}: GuestContactInputsProps) {
  const input = (
    name: ContactField,
    label: string,
    token: string,
    kind?: Pick<TextInputProps, 'type' | 'inputMode'>,
  ) => (
    <TextInput
      label={label}
      {...kind}
      autoComplete={autofill ? token : 'off'}
      withAsterisk
      disabled={disabled}
      error={errors[name]?.message}
      {...field(name)}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {input('first_name', 'First name', 'given-name')}
        {input('last_name', 'Last name', 'family-name')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: narrow ? 1 : 2 }} spacing="sm">
        {input('email_address', 'Email', 'email', { type: 'email' })}
        {input('phone_number', 'Phone', 'tel', { type: 'tel', inputMode: 'tel' })}
      </SimpleGrid>
    </>
  );
}
