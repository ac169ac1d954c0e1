import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconEyeOff, IconSend } from '@tabler/icons-react';

/**
 * The sticky bar under the listing form: the error count once the host has tried to save, and the buttons
 * (Save draft and Publish; on a published listing Unpublish and Update). Publish and Update submit the form.
 */
export function ListingFormBar({
  showErrors,
  total,
  published,
  saving,
  savingDraft,
  onSaveDraft,
  onUnpublish,
}: {
  showErrors: boolean;
  total: number;
  published: boolean;
  saving: boolean;
  /** The save under way keeps (or makes) the listing a draft. */
  savingDraft: boolean;
  onSaveDraft: () => void;
  onUnpublish: () => void;
}) {
  // On a phone the bar is one short row: buttons without icons, so it covers as little of the form as it can.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 6, sm: 'sm' }}
      shadow="sm"
      style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {showErrors && total > 0 ? (
            <Badge
              color="red"
              size={phone ? 'md' : 'lg'}
              variant="filled"
              aria-live="polite"
              data-testid="error-chip"
            >
              {total} {total === 1 ? 'error' : 'errors'}
            </Badge>
          ) : (
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {published
                ? 'Live on the site: Update saves your changes and keeps it live.'
                : 'A draft needs a name, a property type and an address.'}
            </Text>
          )}
        </Group>
        <Group gap="xs" style={{ flex: '1 1 auto' }} justify="flex-end" wrap="nowrap">
          {published ? (
            <Button
              variant="default"
              color="red"
              onClick={onUnpublish}
              disabled={saving}
              loading={saving && savingDraft}
              leftSection={phone ? undefined : <IconEyeOff size={18} aria-hidden />}
            >
              Unpublish
            </Button>
          ) : (
            <Button
              variant="default"
              onClick={onSaveDraft}
              disabled={saving}
              loading={saving && savingDraft}
              leftSection={phone ? undefined : <IconDeviceFloppy size={18} aria-hidden />}
            >
              Save draft
            </Button>
          )}
          <Button
            type="submit"
            disabled={saving}
            loading={saving && !savingDraft}
            leftSection={phone ? undefined : <IconSend size={18} aria-hidden />}
          >
            {published ? 'Update' : 'Publish'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
