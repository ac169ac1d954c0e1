import type { GridListing } from '@innkeep/contract/calendar';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { firstErrorText } from '../../../lib/error-text.ts';
import { usePriceMutation } from '../api/use-price-mutation.ts';
import { priceInput, priceIssue } from './night-inputs.ts';

/** `PUT /api/rates/weekend`: the listing's Friday and Saturday price; null removes it. */
const useSetWeekendPrice = () =>
  usePriceMutation((input: { listing_id: number; weekend_price: number | null }) =>
    api.PUT('/api/rates/weekend', { body: input }),
  );

/** The listing's weekend price (the pricing tab's), set from the multi-calendar. */
export function WeekendDialog({ listing, onClose }: { listing: GridListing | null; onClose: () => void }) {
  const save = useSetWeekendPrice();
  const [price, setPrice] = useState<string | number>('');
  const [priceError, setPriceError] = useState<string | undefined>();
  const { reset } = save;
  useEffect(() => {
    if (!listing) return;
    setPrice(listing.weekend_price ?? '');
    setPriceError(undefined);
    reset();
  }, [listing, reset]);
  const error = save.error ? firstErrorText(save.error) : null;
  return (
    <Modal opened={listing !== null} onClose={onClose} title="Weekend price" centered>
      {listing ? (
        <Stack gap="sm">
          <Text fw={600}>{listing.name}</Text>
          <Text size="sm" c="dimmed">
            Friday and Saturday nights. A price set for a range of nights still wins over it.
          </Text>
          {error ? (
            <Alert color="red" role="alert" title="Not saved">
              {error}
            </Alert>
          ) : null}
          <NumberInput
            label="Weekend price per night"
            value={price}
            onChange={setPrice}
            {...priceInput(listing.currency)}
            error={priceError}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            {listing.weekend_price !== null ? (
              <Button
                variant="default"
                disabled={save.isPending}
                onClick={() =>
                  save.mutate({ listing_id: listing.id, weekend_price: null }, { onSuccess: onClose })
                }
              >
                Remove
              </Button>
            ) : null}
            <Button
              loading={save.isPending}
              disabled={price === ''}
              onClick={() => {
                const issue = priceIssue(price);
                setPriceError(issue);
                if (!issue)
                  save.mutate(
                    { listing_id: listing.id, weekend_price: Number(price) },
                    { onSuccess: onClose },
                  );
              }}
            >
              Save
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
