import { formatPrice } from '@innkeep/contract/money';
import { type RefundReturn, ResolveRefundReturnInput } from '@innkeep/contract/refund-returns';
import { Alert, Badge, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCheckedForm } from '../../../lib/field-issues.ts';
import { useRefundReturns, useResolveRefundReturn } from '../api/refund-returns.ts';
import { AdminTable, type Column } from './admin-table.tsx';
import { DashboardSection, NothingToList } from './dashboard-section.tsx';
import { shownDate } from './format.ts';

/** Marks one returned refund resolved, saying how the money reached the guest. */
function ResolveDialog({ item, onClose }: { item: RefundReturn; onClose: () => void }) {
  const [note, setNote] = useState('');
  const resolve = useResolveRefundReturn();
  // A blank note is said under the field, as the server would say it, not as a bare "invalid data".
  const form = useCheckedForm(ResolveRefundReturnInput, resolve);
  const amount = formatPrice(item.amount, item.currency);
  return (
    <Modal opened onClose={onClose} title={`Returned ${amount} to ${item.guest_name}?`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = form.check({ note });
          if (parsed) resolve.mutate({ id: item.id, note: parsed.note }, { onSuccess: onClose });
        }}
      >
        <Textarea
          label="How was it returned?"
          description="For example: bank transfer on 2 Dec, reference 1234."
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={form.issue('note')}
          required
          maxLength={500}
          autosize
          minRows={2}
        />
        {resolve.isError && !form.issue('note') && (
          <Alert color="red" mt="sm" role="alert">
            {resolve.error.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={resolve.isPending}>
            Mark resolved
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

const columns = (resolve: (r: RefundReturn) => void): Column<RefundReturn>[] => [
  { label: 'Reservation', render: (r) => `#${r.reservation_id} · ${r.listing}` },
  {
    label: 'Guest',
    render: (r) => (
      <>
        {r.guest_name}
        <Text size="xs" c="dimmed">
          {r.guest_email}
        </Text>
      </>
    ),
  },
  { label: 'Return', render: (r) => formatPrice(r.amount, r.currency) },
  { label: 'Why it failed', render: (r) => r.failure_reason?.replaceAll('_', ' ') ?? '–' },
  { label: 'Since', render: (r) => shownDate(r.created_at) },
  {
    label: 'Status',
    render: (r) =>
      r.status === 'open' ? (
        <Button size="xs" variant="light" onClick={() => resolve(r)}>
          Mark resolved
        </Button>
      ) : (
        <Badge color="gray" variant="light" title={r.note ?? undefined}>
          resolved
        </Badge>
      ),
  },
];

/**
 * The admin dashboard's queue of refunds the guest's bank returned (decision 0067): "return €X to the guest
 * another way", then mark it resolved with how.
 */
export function RefundReturns() {
  const items = useRefundReturns();
  const [resolving, setResolving] = useState<RefundReturn | null>(null);
  return (
    <DashboardSection
      titleId="refund-returns-title"
      id="refund-returns"
      title="Refunds to return another way"
      query={items}
      errorTitle="The returned refunds could not be loaded"
      dialog={resolving && <ResolveDialog item={resolving} onClose={() => setResolving(null)} />}
    >
      {(rows) =>
        rows.length === 0 ? (
          <NothingToList>No refund was returned by a guest's bank.</NothingToList>
        ) : (
          <AdminTable
            caption="Refunds to return another way"
            columns={columns((r) => setResolving(r))}
            rows={rows}
            rowKey={(r) => r.id}
            testId="refund-returns"
          />
        )
      }
    </DashboardSection>
  );
}
