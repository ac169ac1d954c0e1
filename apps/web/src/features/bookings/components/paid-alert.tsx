import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

/** A paid stay's confirmation: `paidRef` moves the focus to it once a payment has just gone through. */
export function PaidAlert({
  paidRef,
  title,
  children,
}: {
  paidRef: Ref<HTMLDivElement>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Alert
      ref={paidRef}
      tabIndex={-1}
      color="green"
      icon={<IconCircleCheck aria-hidden />}
      title={title}
      role="status"
      data-testid="paid-message"
    >
      {children}
    </Alert>
  );
}
