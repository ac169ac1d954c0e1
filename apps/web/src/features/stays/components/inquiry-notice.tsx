import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { InquiryNextSteps } from './inquiry-next-steps.tsx';

interface InquiryNoticeProps {
  ref: Ref<HTMLDivElement>;
  sent: { message: string; hash: string; holdHours: number | null } | null;
  failure: string | null;
  /** The chosen stay's errors: its fields are the calendar's above, so they are said here together. */
  stayErrors: string[];
}

/** Above the fields: the inquiry sent and what comes next, why it was not sent, or what is wrong with the stay. */
export function InquiryNotice({ ref, sent, failure, stayErrors }: InquiryNoticeProps) {
  return (
    <Stack gap="sm" ref={ref} tabIndex={-1} data-testid="inquiry-notice" style={{ scrollMarginTop: 16 }}>
      {sent && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Inquiry sent" role="status">
          {sent.message}
          <InquiryNextSteps hash={sent.hash} holdHours={sent.holdHours} />
        </Alert>
      )}
      {failure && (
        <Alert color="red" title="Your inquiry was not sent">
          {failure}
        </Alert>
      )}
      {stayErrors.length > 0 && (
        <Alert color="red" role="alert">
          {[...new Set(stayErrors)].join('. ')}
        </Alert>
      )}
    </Stack>
  );
}
