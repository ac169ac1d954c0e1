import { MAX_LISTING_ATTACHMENTS } from '@innkeep/contract/listings-constants';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MESSAGES,
  checkAttachmentFile,
  sizeKb,
} from '@innkeep/contract/listings-uploads';
import { ActionIcon, Anchor, Card, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useChosenFiles } from '../hooks/use-chosen-files.ts';
import { ChosenFilesDrop } from './chosen-files-drop.tsx';

type FormAttachment = ListingFormValues['attachments'][number];

const attachmentKey = (a: FormAttachment) => (a.id !== undefined ? `id-${a.id}` : `new-${a.name}-${a.size}`);
const withoutExtension = (name: string) => name.replace(/\.pdf$/i, '');

/** The Attachment tab: PDFs with a display name, public (guests see it) or private, size in KB. */
export function AttachmentsTab() {
  const files = useChosenFiles({
    name: 'attachments',
    check: checkAttachmentFile,
    duplicateMessage: ATTACHMENT_MESSAGES.duplicate,
    max: MAX_LISTING_ATTACHMENTS,
    tooManyMessage: `You can add up to ${MAX_LISTING_ATTACHMENTS} attachments.`,
    toItems: (accepted) =>
      accepted.map((file) => ({
        file,
        name: file.name,
        size: file.size,
        attachments_file_name: withoutExtension(file.name),
        attachments_is_public: false,
      })),
  });
  const { items, latest, set, itemErrors } = files;
  const update = (index: number, patch: Partial<FormAttachment>) =>
    set(latest.current.map((a, i) => (i === index ? { ...a, ...patch } : a)));

  return (
    <Stack gap="md">
      <ChosenFilesDrop
        files={files}
        accept={ATTACHMENT_ACCEPT}
        label="Upload PDF attachments"
        chooseLabel="Choose PDF attachments"
        minHeight={90}
        listError={files.listError}
      >
        <IconFileTypePdf size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <div>
          <Text fw={500}>Drag PDF files here or click to choose</Text>
          <Text size="sm" c="dimmed">
            House guides, rules or check-in instructions. Public files are shown to guests.
          </Text>
        </div>
      </ChosenFilesDrop>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No attachments.
        </Text>
      ) : (
        <Stack gap="sm" data-testid="attachment-list">
          {items.map((a, index) => (
            <Card
              key={attachmentKey(a)}
              withBorder
              radius="md"
              padding="sm"
              aria-label={`Attachment ${a.name}`}
            >
              <Group align="flex-end" gap="sm" wrap="wrap">
                <IconFileTypePdf size={28} color="var(--mantine-color-red-7)" aria-hidden />
                <TextInput
                  label="Display name"
                  value={a.attachments_file_name ?? ''}
                  onChange={(e) => update(index, { attachments_file_name: e.currentTarget.value })}
                  error={itemErrors?.[index]?.attachments_file_name?.message}
                  style={{ flex: '1 1 200px' }}
                  maxLength={200}
                />
                <Switch
                  label="Public"
                  description={a.attachments_is_public ? 'Guests can see it' : 'Only you'}
                  checked={a.attachments_is_public}
                  onChange={(e) => update(index, { attachments_is_public: e.currentTarget.checked })}
                />
                <ActionIcon
                  variant="light"
                  color="red"
                  size="lg"
                  onClick={() => files.remove(index)}
                  aria-label={`Remove attachment ${a.name}`}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <Text size="xs" c="dimmed" mt={6}>
                {a.url?.startsWith('/uploads/') ? (
                  <Anchor href={a.url} target="_blank" rel="noreferrer" size="xs">
                    {a.name}
                  </Anchor>
                ) : (
                  a.name
                )}{' '}
                · {sizeKb(a.size)} KB{a.id === undefined ? ' · new' : ''}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
