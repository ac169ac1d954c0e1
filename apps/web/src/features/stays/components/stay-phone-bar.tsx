import { formatPrice } from '@innkeep/contract/money';
import { perNightFromBase, perNightText } from '@innkeep/contract/per-night';
import type { PublicListing } from '@innkeep/contract/search';
import { useCalculation } from '../../../lib/get-calculation.ts';
import { useBookNow } from '../use-book-now.ts';
import classes from './stay-phone-bar.module.css';

interface StayPhoneBarProps {
  stay: PublicListing;
  start: string | null;
  end: string | null;
  guests: number;
}

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

const nightsText = (nights: number) => `for ${nights} ${nights === 1 ? 'night' : 'nights'}`;

/**
 * On phones the booking panel comes after the whole listing: this bar keeps the price in sight. Before dates,
 * "from" the base price and a way to the calendar; once the stay is priced, its total (the booking panel's own
 * quote: the same query) and Book now, which opens the payment page at once (or the panel, for an inquiry).
 * Sticky at the foot of the page's content, not fixed: it stops above the footer instead of covering it.
 */
export function StayPhoneBar({ stay, start, end, guests }: StayPhoneBarProps) {
  const choice = start && end ? { start_date: start, end_date: end, guests } : null;
  const calculation = useCalculation(stay.id, choice);
  const bookNow = useBookNow(stay);
  const quote = choice && calculation.isSuccess && !calculation.isPlaceholderData ? calculation.data : null;
  const night = perNightText(perNightFromBase(stay.price), stay.currency_code, stay.currency_symbol);
  const [price, caption] = quote
    ? [formatPrice(quote.total_price, quote.currency, quote.currency_symbol), nightsText(quote.nights_count)]
    : [night.price, night.caption];
  return (
    <div className={classes.bar} data-testid="stay-phone-bar">
      <div>
        <p className={classes.price} data-testid="phone-bar-price">
          {price}
        </p>
        <p className={`${classes.caption} text-sm text-dimmed`}>{caption}</p>
      </div>
      {quote && choice && stay.book_now_available ? (
        <button type="button" className={`plain-button ${classes.action}`} onClick={() => bookNow(choice)}>
          Book now
        </button>
      ) : (
        <button
          type="button"
          className={`plain-button ${classes.action}`}
          onClick={() => scrollToSection(choice ? 'booking' : 'availability')}
        >
          {choice ? (stay.book_now_available ? 'Review and book' : 'Ask the host') : 'Check availability'}
        </button>
      )}
    </div>
  );
}
