import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { formatDate } from '@innkeep/contract/dates';
import { CLAIM_MAX_PHOTOS } from '@innkeep/contract/deposit-claims';
import { formatPrice, inputDigits, toMinor } from '@innkeep/contract/money';
import { DepositClaimInput } from '@innkeep/contract/reservations';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { Alert, Button, FileInput, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { firstIssuePerField } from '../../../lib/field-issues.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useClaimDeposit } from '../api/claim-deposit.ts';
import { uploadClaimPhoto } from '../api/claim-extras.ts';

/**
 * After check-out the host can claim part or all of the damage deposit, with a reason and photos the guest
 * is e-mailed; the guest accepts or objects within 72 hours before the card saved at payment is charged
 * (decisions 0024, 0060). The contract's schema checks the fields first; the server checks the amount against
 * the deposit. Photos are uploaded when the claim is sent, one by one.
 */
export function DepositClaimForm({ detail }: { detail: ReservationDetail }) {
  const mutation = useClaimDeposit();
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { deposit, currency } = detail;
  const serverError = (field: string) =>
    isApiError(mutation.error) ? mutation.error.fieldError(field) : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = DepositClaimInput.safeParse({
      amount: typeof amount === 'number' ? toMinor(amount, currency) : undefined,
      reason,
    });
    if (files.length > CLAIM_MAX_PHOTOS) {
      setErrors({ photos: `Attach at most ${CLAIM_MAX_PHOTOS} photos` });
      return;
    }
    const found = parsed.success ? {} : firstIssuePerField(parsed.error);
    // More than the deposit is refused here, never cut down to it: the guest would be sent a sum the host
    // did not type. The contract's amount message speaks of cents, for API clients.
    if (found.amount || (typeof amount === 'number' && amount > deposit.amount))
      found.amount = `Enter the amount to claim, up to ${formatPrice(deposit.amount, currency)}`;
    if (!parsed.success || found.amount) {
      setErrors(found);
      return;
    }
    setErrors({});
    let photos: string[] = [];
    setUploading(true);
    try {
      photos = (await Promise.all(files.map((f) => uploadClaimPhoto(detail.id, f)))).map((p) => p.key);
    } catch (err) {
      setErrors({
        photos: isApiError(err) ? (err.fieldError('photo') ?? err.message) : 'The photo did not upload.',
      });
      return;
    } finally {
      setUploading(false);
    }
    mutation.mutate(
      { id: detail.id, ...parsed.data, photos },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message });
          setAmount('');
          setReason('');
          setFiles([]);
        },
      },
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Claim the damage deposit" noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Claim up to {formatPrice(deposit.amount, currency)} for damage, until{' '}
          {formatDate(deposit.claim_closes)}. The guest is e-mailed your reason and photos and has 72 hours to
          accept or object; their saved card is charged only after that.
        </Text>
        <NumberInput
          label="Amount to claim"
          prefix={currencySymbol(currency)}
          value={amount}
          onChange={setAmount}
          min={0}
          max={deposit.amount}
          clampBehavior="none"
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
        <FileInput
          label="Photos of the damage (sent to the guest)"
          placeholder="Choose up to 6 JPEG or PNG photos"
          accept="image/jpeg,image/png"
          multiple
          clearable
          value={files}
          onChange={setFiles}
          error={errors.photos ?? serverError('photos')}
        />
        {mutation.error && !serverError('amount') && !serverError('reason') && (
          <Alert color="red" role="alert">
            {errorText(mutation.error)}
          </Alert>
        )}
        <Button type="submit" color="orange" loading={mutation.isPending || uploading} w="fit-content">
          Send the claim to the guest
        </Button>
      </Stack>
    </form>
  );
}
