import type { ListingFormValues } from '@innkeep/contract/listings-form';
import {
  MultiSelect,
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';

/** Field names of the listing form whose value is a single string or number. */
type ScalarField = {
  [K in FieldPath<ListingFormValues>]: ListingFormValues[K & keyof ListingFormValues] extends
    | string
    | number
    | null
    | undefined
    ? K
    : never;
}[FieldPath<ListingFormValues>];

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A scalar field's controller, and what every input takes from it as is: its ref, name, blur and error. */
export function useScalar(name: ScalarField) {
  const { control } = useFormContext<ListingFormValues>();
  const { field, fieldState } = useController({ control, name });
  const bound = { ref: field.ref, name: field.name, onBlur: field.onBlur, error: fieldState.error?.message };
  return { field, bound };
}

type TextProps = { name: ScalarField } & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'>;

export function FormTextInput({ name, ...props }: TextProps) {
  const { field, bound } = useScalar(name);
  return (
    <TextInput
      {...props}
      {...bound}
      value={asText(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.value)}
    />
  );
}

/** Phone fields are numeric (docs/requirements/wire.md#R-W3): anything but digits, one leading + and spaces is dropped as typed. */
export function FormPhoneInput({ name, ...props }: TextProps) {
  const { field, bound } = useScalar(name);
  return (
    <TextInput
      {...props}
      {...bound}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={asText(field.value)}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        const cleaned = raw.replace(/[^\d ]/g, '');
        field.onChange(raw.trimStart().startsWith('+') ? `+${cleaned.trimStart()}` : cleaned);
      }}
    />
  );
}

type AreaProps = { name: ScalarField } & Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'error'>;

export function FormTextarea({ name, ...props }: AreaProps) {
  const { field, bound } = useScalar(name);
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={12}
      {...props}
      {...bound}
      value={asText(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.value)}
    />
  );
}

type NumberProps = { name: ScalarField } & Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'error'>;

/**
 * Keeps '' for an empty input so "required" is reported by the schema, not as NaN. A number out of `min`/`max`
 * stays as typed (Mantine would cut it to the bound on blur, and 80 guests included would be saved as 50): the
 * schema refuses it with its range, and nothing is saved.
 */
export function FormNumberInput({ name, ...props }: NumberProps) {
  const { field, bound } = useScalar(name);
  const value = typeof field.value === 'number' || typeof field.value === 'string' ? field.value : '';
  return (
    <NumberInput
      clampBehavior="none"
      {...props}
      {...bound}
      value={value}
      onChange={(v) => field.onChange(v)}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectFieldProps = {
  name: ScalarField;
  data: Option[];
  /** Store the chosen value as a number (ids, counts) rather than the option's string. */
  numeric?: boolean;
} & Omit<SelectProps, 'name' | 'value' | 'onChange' | 'error' | 'data'>;

export function FormSelect({ name, data, numeric = false, ...props }: SelectFieldProps) {
  const { field, bound } = useScalar(name);
  const current = asText(field.value);
  return (
    <Select
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true }}
      {...props}
      {...bound}
      data={data}
      value={current === '' ? null : current}
      onChange={(v) => field.onChange(v === null ? '' : numeric ? Number(v) : v)}
    />
  );
}

export function FormTagsSelect({ data, ...props }: { data: Option[]; label: string; description?: string }) {
  const { control } = useFormContext<ListingFormValues>();
  const { field, fieldState } = useController({ control, name: 'tags' });
  return (
    <MultiSelect
      searchable
      clearable
      {...props}
      ref={field.ref}
      data={data}
      value={field.value.map(String)}
      onChange={(values) => field.onChange(values.map(Number))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      nothingFoundMessage="No tags yet"
    />
  );
}
