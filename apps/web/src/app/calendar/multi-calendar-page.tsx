import MultiCalendarPage from '../../features/calendar/pages/multi-calendar-page.tsx';
import { ReservationDrawerWithActions } from '../../features/reservations/components/reservation-drawer-with-actions.tsx';

/** `/calendar`: the calendar feature's page, opening a stay in the reservations feature's drawer. */
export default function MultiCalendarRoute() {
  return <MultiCalendarPage reservationDrawer={(props) => <ReservationDrawerWithActions {...props} />} />;
}
