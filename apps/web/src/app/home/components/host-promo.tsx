import { IconCalendarCheck, IconCreditCard, IconHomePlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './home-blocks.module.css';

const points = [
  { icon: IconHomePlus, text: 'List your property with photos, prices and house rules' },
  { icon: IconCalendarCheck, text: 'Keep one calendar, synced with Airbnb, Vrbo and Booking.com' },
  { icon: IconCreditCard, text: 'Take bookings paid by card, or answer guests’ inquiries' },
];

/** The other half of the home page message: list a property, keep its calendar, take bookings. */
export function HostPromo() {
  return (
    <div className={`container-xl ${classes.section}`}>
      <div className={classes.promo}>
        <div className={classes.promoText}>
          <h2 className={classes.heading}>Have a place to rent out?</h2>
          <p className={`${classes.lead} ${classes.promoLead}`}>
            Innkeep gives hosts one place to list a property, keep its calendar in sync and take bookings paid
            by card.
          </p>
          <div className={classes.buttons}>
            <Link to="/sign_up" className="plain-button" data-size="md" data-radius="sm">
              Start hosting
            </Link>
            <Link
              to="/about_us"
              className="plain-button"
              data-size="md"
              data-radius="sm"
              data-variant="white"
            >
              Learn more about hosting
            </Link>
          </div>
        </div>
        <ul className={classes.points}>
          {points.map((point) => (
            <li key={point.text} className={classes.point}>
              <span className={classes.pointIcon}>
                <point.icon size={22} aria-hidden />
              </span>
              {point.text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
