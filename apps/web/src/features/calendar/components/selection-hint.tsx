import { Text } from '@mantine/core';

/** How to pick nights, and what to pick next once a range has a first night (a co-host only blocks). */
export function SelectionHint({
  picking,
  phone,
  prices = true,
}: {
  picking: boolean;
  phone: boolean;
  prices?: boolean;
}) {
  const what = prices ? 'set their price and minimum stay, or block them' : 'block or unblock them';
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {picking
        ? 'Now pick the last night (or the same night again for one night). Shift-click adds a range on any row.'
        : phone
          ? `Pick a first and a last night to ${what}; "Select more nights" there adds nights of another listing. Pick a stay to open it.`
          : `Pick a first and a last night to ${what}. Shift-click or drag across rows to select nights of several listings. Pick a stay to open it.`}
    </Text>
  );
}
