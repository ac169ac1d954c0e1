import type { PublicListing } from '@innkeep/contract/search';
import { IconMapPin } from '@tabler/icons-react';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import classes from './stay-title.module.css';

/** The stay's name under its type, with its rating (a link to the reviews) and where it is. */
export function StayTitle({ stay, address }: { stay: PublicListing; address: string }) {
  return (
    <div className={classes.title}>
      {stay.property_type && <span className="plain-badge">{stay.property_type.name}</span>}
      <h1 className={classes.name}>{stay.external_listing_name}</h1>
      <div className={classes.subtitle}>
        {Boolean(stay.rating_count) && (
          <a href="#reviews" className={classes.ratingLink}>
            <RatingSummary average={stay.rating_average} count={stay.rating_count} />
          </a>
        )}
        {address && (
          <span className={classes.address}>
            <IconMapPin size={18} aria-hidden />
            {address}
          </span>
        )}
      </div>
    </div>
  );
}
