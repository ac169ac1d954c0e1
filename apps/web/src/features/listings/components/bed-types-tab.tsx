import { ListingRoomValue, MAX_BED_QUANTITY, MAX_ROOM_NUMBER } from '@innkeep/contract/listings-fields';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { firstIssuePerField } from '../../../lib/field-issues.ts';
import { useLookupOptions } from '../hooks/use-lookup-options.ts';
import { BedCountSummary } from './bed-count-summary.tsx';

/** Beds per room. A bed entry is added only when bed type, room number and quantity are all set (docs/requirements/wire.md#R-W3). */
export function BedTypesTab() {
  const { control, formState } = useFormContext<ListingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rooms' });
  const bedTypes = useLookupOptions('bed-types');
  const [bedType, setBedType] = useState<string | null>(null);
  const [roomNumber, setRoomNumber] = useState<number | string>('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [entryErrors, setEntryErrors] = useState<Record<string, string>>({});
  const complete = bedType !== null && typeof roomNumber === 'number' && typeof quantity === 'number';
  const nameOf = (id: unknown) =>
    bedTypes.options.find((o) => o.value === String(id))?.label ?? `Bed type ${id}`;
  const roomsError = formState.errors.rooms;
  const listError = roomsError?.message ?? roomsError?.root?.message;

  const add = () => {
    if (!complete) return;
    // Room 400 or 80 beds is refused as typed, never cut down to the most the listing may have.
    const parsed = ListingRoomValue.safeParse({
      bed_type_id: Number(bedType),
      room_number: roomNumber,
      quantity,
    });
    setEntryErrors(parsed.success ? {} : firstIssuePerField(parsed.error));
    if (!parsed.success) return;
    append({ bed_type_id: Number(bedType), room_number: roomNumber, quantity });
    setBedType(null);
    setQuantity(1);
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Bed type"
            data={bedTypes.options}
            value={bedType}
            onChange={setBedType}
            placeholder="Choose"
            style={{ flex: '2 1 180px' }}
          />
          <NumberInput
            label="Room number"
            value={roomNumber}
            onChange={setRoomNumber}
            min={1}
            max={MAX_ROOM_NUMBER}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            error={entryErrors.room_number}
            style={{ flex: '1 1 110px' }}
          />
          <NumberInput
            label="Quantity"
            value={quantity}
            onChange={setQuantity}
            min={1}
            max={MAX_BED_QUANTITY}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            error={entryErrors.quantity}
            style={{ flex: '1 1 100px' }}
          />
          <Button onClick={add} disabled={!complete} leftSection={<IconPlus size={16} aria-hidden />}>
            Add bed
          </Button>
        </Group>
        {!complete && (
          <Text size="xs" c="dimmed" mt={6}>
            Choose a bed type, a room number and a quantity to add a bed.
          </Text>
        )}
      </Card>
      <BedCountSummary />
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No beds yet. A published listing needs at least one.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label="Beds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Bed type</Table.Th>
                <Table.Th>Room</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((room, index) => {
                const rowErrors = roomsError?.[index];
                const message =
                  rowErrors?.bed_type_id?.message ??
                  rowErrors?.room_number?.message ??
                  rowErrors?.quantity?.message;
                return (
                  <Table.Tr key={room.id}>
                    <Table.Td>
                      {nameOf(room.bed_type_id)}
                      {message && (
                        <Text c="red" size="xs">
                          {message}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{room.room_number}</Table.Td>
                    <Table.Td>{room.quantity}</Table.Td>
                    <Table.Td w={48}>
                      <ActionIcon
                        variant="light"
                        color="red"
                        onClick={() => remove(index)}
                        aria-label={`Remove ${nameOf(room.bed_type_id)} in room ${room.room_number}`}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
