import { formatDate } from '@innkeep/contract/dates';
import { formatDateTime } from '@innkeep/contract/formats';
import type { TemplatePreview as Preview, TemplateInput } from '@innkeep/contract/message-templates';
import { fullName } from '@innkeep/contract/names';
import { Button, Card, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { usePreview, useStaysForPreview } from '../api/templates.ts';

interface TemplatePreviewProps {
  /** The template's fields checked as for saving; null when they are refused (the form shows why). */
  prepare: () => TemplateInput | null;
  onError: (error: unknown) => void;
}

/**
 * The template's words for one of the host's upcoming stays, as its guest would get them now. When the door
 * code and Wi-Fi go out is written on that stay's listing's clock, named (docs/requirements/host.md#R-H21).
 */
export function TemplatePreview({ prepare, onError }: TemplatePreviewProps) {
  const [stayId, setStayId] = useState<string | null>(null);
  const [preview, setPreview] = useState<(Preview & { timeZone: string }) | null>(null);
  const previewer = usePreview();
  const stays = useStaysForPreview();

  const showPreview = () => {
    const input = prepare();
    const stay = stays.data?.find((r) => String(r.id) === stayId);
    if (!input || !stay) return;
    previewer.mutate(
      { body: input.body, reservation_id: stay.id },
      { onSuccess: (shown) => setPreview({ ...shown, timeZone: stay.time_zone }), onError },
    );
  };

  const stayOptions = (stays.data ?? []).map((r) => ({
    value: String(r.id),
    label: `${fullName(r.first_name, r.last_name)} · ${r.listing.external_listing_name} · ${formatDate(r.start_date)}`,
  }));

  return (
    <>
      <Group align="end" gap="xs" wrap="wrap">
        <Select
          label="Preview for a reservation"
          placeholder={
            stays.isPending ? 'Loading…' : stayOptions.length ? 'Choose a stay' : 'No upcoming stays'
          }
          data={stayOptions}
          value={stayId}
          onChange={setStayId}
          searchable
          style={{ flex: '1 1 16rem' }}
        />
        <Button variant="default" onClick={showPreview} disabled={!stayId} loading={previewer.isPending}>
          Preview
        </Button>
      </Group>
      {preview ? (
        <Card withBorder radius="sm" padding="sm" bg="var(--mantine-color-gray-0)" aria-label="Preview">
          <Text size="sm" className="text-as-typed" data-testid="template-preview">
            {preview.body}
          </Text>
          {preview.secrets_withheld ? (
            <Text size="xs" c="dimmed" mt="xs">
              Sent now, the door code and Wi-Fi are held back: they go out from{' '}
              {formatDateTime(preview.secrets_from, preview.timeZone)}.
            </Text>
          ) : null}
        </Card>
      ) : null}
    </>
  );
}
