import { PASSWORD_MIN_LENGTH } from '@innkeep/contract/auth';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** One registered field and its message: `{ ...form.register('email'), error: errors.email?.message }`. */
export type RegisteredField = UseFormRegisterReturn & { error?: string | undefined };

/** The account's e-mail, as sign-in, sign-up and the account page ask it (the browser may fill it in). */
export function EmailInput({ leftSection, ...field }: RegisteredField & { leftSection?: ReactNode }) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      withAsterisk
      leftSection={leftSection}
      {...field}
    />
  );
}

/** First and last name side by side from `xs` (sign-up) or `sm` (the account page's narrower column). */
export function NameInputs({
  firstName,
  lastName,
  from = 'xs',
}: {
  firstName: RegisteredField;
  lastName: RegisteredField;
  from?: 'xs' | 'sm';
}) {
  return (
    <SimpleGrid cols={{ base: 1, [from]: 2 }} spacing="md">
      <TextInput label="First name" autoComplete="given-name" withAsterisk {...firstName} />
      <TextInput label="Last name" autoComplete="family-name" withAsterisk {...lastName} />
    </SimpleGrid>
  );
}

/** The password the account has now, as sign-in and the account page ask it (the browser may fill it in). */
export function CurrentPasswordInput({
  label,
  ...field
}: RegisteredField & { label: string; description?: ReactNode }) {
  return <PasswordInput label={label} autoComplete="current-password" withAsterisk {...field} />;
}

/** A password being chosen: the length rule shown under it, and the password manager offered to make one. */
export function NewPasswordInput({ label, ...field }: RegisteredField & { label: string }) {
  return (
    <PasswordInput
      label={label}
      description={`At least ${PASSWORD_MIN_LENGTH} characters`}
      autoComplete="new-password"
      withAsterisk
      {...field}
    />
  );
}

/** The new password typed twice, as the reset link and the account page ask it. */
export function NewPasswordPair({
  password,
  confirmation,
}: {
  password: RegisteredField;
  confirmation: RegisteredField;
}) {
  return (
    <>
      <NewPasswordInput label="New password" {...password} />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        withAsterisk
        {...confirmation}
      />
    </>
  );
}
