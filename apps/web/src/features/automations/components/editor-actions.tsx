import { Button, Group } from '@mantine/core';

/** The foot of the automation and template editors: save the form, or leave it unsaved. */
export function EditorActions({
  saveLabel,
  saving,
  onCancel,
}: {
  saveLabel: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <Group>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
      <Button variant="subtle" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
