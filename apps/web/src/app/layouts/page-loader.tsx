import { Center, Loader } from '@mantine/core';

/** Shown while a page's code chunk loads. */
export function PageLoader() {
  return (
    <Center py={80} role="status" aria-live="polite">
      <Loader aria-label="Loading page" />
    </Center>
  );
}
