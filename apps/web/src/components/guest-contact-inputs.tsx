import { SimpleGrid, TextInput } from '@mantine/core';
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
  const auto = (token: string) => (autofill ? token : 'off');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="First name"
          autoComplete={auto('given-name')}
          withAsterisk
          disabled={disabled}
          error={errors.first_name?.message}
          {...field('first_name')}
        />
        <TextInput
          label="Last name"
          autoComplete={auto('family-name')}
          withAsterisk
          disabled={disabled}
          error={errors.last_name?.message}
          {...field('last_name')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: narrow ? 1 : 2 }} spacing="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete={auto('email')}
          withAsterisk
          disabled={disabled}
          error={errors.email_address?.message}
          {...field('email_address')}
        />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete={auto('tel')}
          withAsterisk
          disabled={disabled}
          error={errors.phone_number?.message}
          {...field('phone_number')}
        />
      </SimpleGrid>
    </>
  );
}
