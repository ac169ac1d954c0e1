import type { ListingFormValues } from '@innkeep/contract/listings-form';
import {
  MAX_LISTING_TAXES,
  MAX_TAX_NIGHTS,
  MAX_TAX_PERCENT,
  TAX_TYPE_LABELS,
  TAX_TYPES,
} from '@innkeep/contract/taxes';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormNumberInput, FormSelect, FormTextInput } from './form-fields.tsx';

const TYPE_OPTIONS = TAX_TYPES.map((t) => ({ value: t, label: TAX_TYPE_LABELS[t] }));

/**
 * The listing's occupancy taxes (decision 0048), in the Price & fees tab: each a percentage of the stay (the
 * nights after discounts, not the cleaning fee) or an amount per guest per night with an optional maximum of
 * nights. Guests see each as its own line, added to the total.
 */
export function TaxesEditor({ money }: { money: { decimalScale: number; prefix: string | undefined } }) {
  const { control, formState } = useFormContext<ListingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'taxes' });
  const types = useWatch({ control, name: 'taxes' });
  const listError = formState.errors.taxes?.message ?? formState.errors.taxes?.root?.message;
  return (
    <Stack gap="sm" aria-labelledby="listing-taxes-title" role="group">
      <div>
        <Title order={3} size="h5" id="listing-taxes-title">
          Occupancy taxes
        </Title>
        <Text size="sm" c="dimmed">
          City or tourist taxes you collect and remit, shown to guests as their own lines and added to the
          total. A percentage is of the nights after discounts, not the cleaning fee. The platform fee is
          never taken on them.
        </Text>
      </div>
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {fields.map((tax, i) => {
        const perPerson = types?.[i]?.type === 'per_person_per_night';
        return (
          <Card key={tax.id} withBorder radius="md" padding="sm" data-testid="listing-tax">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: perPerson ? 4 : 3 }} style={{ flex: 1 }}>
                <FormTextInput
                  name={`taxes.${i}.name`}
                  label="Tax name"
                  placeholder="Lisbon city tax"
                  withAsterisk
                />
                <FormSelect
                  name={`taxes.${i}.type`}
                  label="Charged as"
                  data={TYPE_OPTIONS}
                  clearable={false}
                  allowDeselect={false}
                />
                {perPerson ? (
                  <>
                    <FormNumberInput
                      name={`taxes.${i}.amount`}
                      label="Per guest per night"
                      withAsterisk
                      min={0}
                      decimalScale={money.decimalScale}
                      prefix={money.prefix}
                      hideControls
                    />
                    <FormNumberInput
                      name={`taxes.${i}.max_nights`}
                      label="Up to nights"
                      description="Empty: every night"
                      min={1}
                      max={MAX_TAX_NIGHTS}
                      allowDecimal={false}
                    />
                  </>
                ) : (
                  <FormNumberInput
                    name={`taxes.${i}.percent`}
                    label="Percent of the stay"
                    withAsterisk
                    suffix=" %"
                    min={0}
                    max={MAX_TAX_PERCENT}
                    decimalScale={2}
                  />
                )}
              </SimpleGrid>
              <ActionIcon
                variant="light"
                color="red"
                mt={26}
                onClick={() => remove(i)}
                aria-label={`Remove the tax ${types?.[i]?.name || i + 1}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={fields.length >= MAX_LISTING_TAXES}
          onClick={() =>
            append({ name: '', type: 'per_person_per_night', percent: '', amount: '', max_nights: '' })
          }
        >
          Add a tax
        </Button>
      </Group>
    </Stack>
  );
}
