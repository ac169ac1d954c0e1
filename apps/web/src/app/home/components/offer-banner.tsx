import { IconDiscount2 } from '@tabler/icons-react';
import classes from './home-blocks.module.css';

/** docs/requirements/wire.md#R-W12: an offer-of-the-week banner with placeholder text (no real offer engine behind it). */
export function OfferBanner({ onBrowse }: { onBrowse: () => void }) {
  return (
    <div className={`container-xl ${classes.offerFrame}`}>
      <section className={classes.offer} aria-labelledby="offer-heading">
        <div className={classes.row}>
          <div className={classes.offerText}>
            <span className="plain-badge" data-variant="dark">
              <IconDiscount2 size={14} aria-hidden />
              Offer of the week
            </span>
            <h2 id="offer-heading" className={`${classes.heading} ${classes.offerHeading}`}>
              Stay a week, pay less
            </h2>
            <p className={`${classes.lead} ${classes.offerLead}`}>
              Many hosts take a weekly discount off stays of seven nights or more. Pick your dates and the
              discount shows in the price before you book.
            </p>
          </div>
          <button
            type="button"
            className="plain-button"
            data-size="md"
            data-radius="sm"
            data-variant="dark"
            onClick={onBrowse}
          >
            See top deals
          </button>
        </div>
      </section>
    </div>
  );
}
