import { Button, Divider, Group, NumberInput } from '@mantine/core';
import { MINIMUM_STAY_INPUT, type NightIssues, priceInput } from './night-inputs.ts';

interface BulkPriceFieldsProps {
  price: string | number;
  onPrice: (price: string | number) => void;
  minimum: string | number;
  onMinimum: (minimum: string | number) => void;
  /** Why the price or minimum stay as typed cannot be sent, if so. */
  issues: NightIssues;
  /** The listings' one currency; undefined when they differ (each is priced in its own). */
  currency: string | undefined;
  /** A change is under way: nothing more is sent. */
  busy: boolean;
  /** Set price is the change under way. */
  setting: boolean;
  onSet: () => void;
}

/** The selected nights' price and minimum stay, and Set price. */
export function BulkPriceFields({
  price,
  onPrice,
  minimum,
  onMinimum,
  issues,
  currency,
  busy,
  setting,
  onSet,
}: BulkPriceFieldsProps) {
  return (
    <>
      <Group grow align="end">
        <NumberInput
          label="Price per night"
          description={currency ? undefined : "In each listing's currency"}
          value={price}
          onChange={onPrice}
          {...priceInput(currency)}
          error={issues.price}
          data-autofocus
        />
        <NumberInput
          label="Minimum stay"
          description="For stays starting on these nights"
          value={minimum}
          onChange={onMinimum}
          {...MINIMUM_STAY_INPUT}
          placeholder="Unchanged"
          error={issues.minimum}
        />
      </Group>
      <Group justify="flex-end">
        <Button onClick={onSet} loading={setting} disabled={busy}>
          Set price
        </Button>
      </Group>
      <Divider />
    </>
  );
}
