import { useQueryClient } from '@tanstack/react-query';
import { conversationsKeys } from '../../features/conversations/api/get-conversations.ts';
import InboxPage from '../../features/conversations/pages/inbox-page.tsx';
import { ReservationActionsPanel } from '../../features/reservations/components/reservation-actions-panel.tsx';

/**
 * `/inbox` with the reservation drawer's actions beside each thread (docs/requirements/host.md#R-H7): the conversations feature's page,
 * given the reservations feature's actions here, as features do not import each other (decision 0026).
 */
export default function InboxWithStayActions() {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: conversationsKeys.all });
  return (
    <InboxPage
      stayActions={(id, closeThread) => (
        <ReservationActionsPanel
          id={id}
          onChanged={reload}
          onDeleted={() => {
            closeThread();
            reload();
          }}
        />
      )}
    />
  );
}
