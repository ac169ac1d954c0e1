import { formatDate } from '@innkeep/contract/dates';
import { currencySymbol, formatPrice, inputDigits, toMinor } from '@innkeep/contract/money';
import { DepositClaimInput } from '@innkeep/contract/reservations';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { Alert, Button, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useClaimDeposit } from '../api/claim-deposit.ts';

/**
 * After check-out the host can claim part or all of the damage deposit, with a reason the guest is
 * e-mailed; the claim charges the card the guest saved at payment (decision 0024). The contract's schema checks the fields first; the server checks the amount against the deposit.
 */
export function DepositClaimForm({ detail }: { detail: ReservationDetail }) {
  const mutation = useClaimDeposit();
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { deposit, currency } = detail;
  const serverError = (field: string) =>
    isApiError(mutation.error) ? mutation.error.fieldError(field) : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = DepositClaimInput.safeParse({
      amount: typeof amount === 'number' ? toMinor(amount, currency) : undefined,
      reason,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(
      { id: detail.id, ...parsed.data },
      {
        onSuccess: (reply) => {
          const failed = reply.data.deposit.state === 'failed';
          notifications.show({ color: failed ? 'red' : 'teal', message: reply.message });
          setAmount('');
          setReason('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Claim the damage deposit" noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Claim up to {formatPrice(deposit.amount, currency)} for damage, until{' '}
          {formatDate(deposit.claim_closes)}. The guest agreed at payment: their saved card is charged, and
          they are e-mailed your reason.
        </Text>
        <NumberInput
          label="Amount to claim"
          prefix={currencySymbol(currency)}
          value={amount}
          onChange={setAmount}
          min={0}
          max={deposit.amount}
          decimalScale={inputDigits(currency)}
          allowNegative={false}
          error={errors.amount ?? serverError('amount')}
        />
        <Textarea
          label="Reason (sent to the guest)"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
          error={errors.reason ?? serverError('reason')}
        />
        {mutation.error && !serverError('amount') && !serverError('reason') && (
          <Alert color="red" role="alert">
            {isApiError(mutation.error) ? mutation.error.message : 'Something went wrong. Please try again.'}
          </Alert>
        )}
        <Button type="submit" color="orange" loading={mutation.isPending} w="fit-content">
          Claim from deposit
        </Button>
      </Stack>
    </form>
  );
}
