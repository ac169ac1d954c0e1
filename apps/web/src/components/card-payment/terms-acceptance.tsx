import type { CancellationPolicy as Policy } from '@innkeep/contract/cancellation';
import { type StayTerms, stayTermsMessages } from '@innkeep/contract/stay-terms';
import { checkInWindowText } from '@innkeep/contract/trip';
import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CancellationPolicy } from '../cancellation-policy.tsx';

interface TermsAcceptanceProps {
  /** The listing's house rules and times; null while they load. */
  terms: StayTerms | null;
  cancellation: { policy: Policy; terms: string } | null;
  field: UseFormRegisterReturn;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Next to Pay (decision 0035): the house rules, the check-in window and check-out time and the cancellation
 * terms, repeated where the guest pays, and the tick that accepts them (recorded with the reservation).
 */
export function TermsAcceptance({ terms, cancellation, field, error, disabled }: TermsAcceptanceProps) {
  const window = terms ? checkInWindowText(terms.check_in_from, terms.check_in_until) : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="terms-title"
      data-testid="stay-terms"
    >
      <Stack gap="sm">
        <Title order={2} size="h5" id="terms-title">
          Before you pay
        </Title>
        {terms?.house_rules && (
          <div>
            <Text size="sm" fw={700}>
              House rules
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {terms.house_rules}
            </Text>
          </div>
        )}
        {(window || terms?.check_out_time) && (
          <Text size="sm">
            {window && (
              <>
                <strong>Check-in</strong> {window}
              </>
            )}
            {window && terms?.check_out_time && ' · '}
            {terms?.check_out_time && (
              <>
                <strong>Check-out</strong> by {terms.check_out_time}
              </>
            )}
          </Text>
        )}
        {cancellation && <CancellationPolicy policy={cancellation.policy} terms={cancellation.terms} />}
        <Checkbox label={stayTermsMessages.label} error={error} disabled={disabled} {...field} />
      </Stack>
    </Paper>
  );
}
