import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Why a form or a link failed, read out at once (role="alert"). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}

/** What a form or a link did, read out politely (role="status"). */
export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
      {children}
    </Alert>
  );
}

export interface FormOutcome {
  ok: boolean;
  text: string;
}

/** A form that stays on the page after saving: green and polite when saved, red and read out at once when not. */
export function OutcomeAlert({ outcome }: { outcome: FormOutcome }) {
  return (
    <Alert
      color={outcome.ok ? 'green' : 'red'}
      icon={outcome.ok ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      role={outcome.ok ? 'status' : 'alert'}
    >
      {outcome.text}
    </Alert>
  );
}
