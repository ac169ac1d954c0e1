import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';

interface InquiryNextStepsProps {
  /** The inquiry's page: its thread with the host, and the payment once approved. */
  hash: string;
  /** How long an approval holds the dates; null: inquiries only (no pay link on this site). */
  holdHours: number | null;
}

/** What happens after an inquiry is sent, as the guest's e-mail says it too, with the way to the thread. */
export function InquiryNextSteps({ hash, holdHours }: InquiryNextStepsProps) {
  return (
    <>
      <List size="sm" spacing={4} mt="xs" data-testid="inquiry-next-steps">
        <List.Item>Nothing is charged, and the dates are not held for you yet.</List.Item>
        <List.Item>
          {holdHours === null
            ? 'If the host approves, they contact you to arrange the payment directly.'
            : `If the host approves, you get an e-mail with a link to pay, and the dates are held for you for ${holdHours} hours.`}
        </List.Item>
        <List.Item>We have e-mailed you these details and a link to your conversation.</List.Item>
      </List>
      <Text size="sm" mt="xs">
        <Anchor component={Link} to={`/reservation/${hash}#messages`} fw={600}>
          Open your conversation with the host
        </Anchor>
      </Text>
    </>
  );
}
