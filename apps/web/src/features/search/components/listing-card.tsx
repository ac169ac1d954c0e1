import { arrivalFeeNote } from '@innkeep/contract/fees-on-arrival';
import { formatPrice } from '@innkeep/contract/money';
import { perNightText } from '@innkeep/contract/per-night';
import type { ListingCard as ListingCardData } from '@innkeep/contract/search';
import { IconMapPin, IconPhotoOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { searchOriginOf } from '../../../lib/search-origin.ts';

interface ListingCardProps {
  listing: ListingCardData;
  /** Carried to the stay page so its calendar opens on the searched stay. */
  stay?: { start: string | null; end: string | null; guests: number };
  /** The `sizes` attribute for the photo: how wide the card is drawn. */
  sizes?: string;
}

export function stayHref(id: number, stay?: ListingCardProps['stay']): string {
  const params = new URLSearchParams();
  if (stay?.start && stay.end) {
    params.set('start', stay.start);
    params.set('end', stay.end);
  }
  if (stay && stay.guests > 0) params.set('guests', String(stay.guests));
  const qs = params.toString();
  return qs ? `/stays/${id}?${qs}` : `/stays/${id}`;
}

// Styled by ./listing-card.css, components/photo-card.css and components/text.css, which app/part-styles.css puts in the entry's stylesheet.
/** One public listing: photo, name, public address, what a night costs (the searched stay's, else "from"), and the stay total. */
export function ListingCard({ listing, stay, sizes = '(max-width: 36em) 85vw, 320px' }: ListingCardProps) {
  const location = useLocation();
  const photo = listing.images[0];
  const night = perNightText(listing.per_night, listing.currency_code, listing.currency_symbol);
  const address = listing.public_address || [listing.city, listing.country].filter(Boolean).join(', ');
  const price = (amount: number) => formatPrice(amount, listing.currency_code, listing.currency_symbol);
  return (
    <Link
      data-testid="listing-card"
      className="photo-card"
      to={stayHref(listing.id, stay)}
      state={searchOriginOf(location)}
    >
      <div className="photo-card-photo">
        {photo ? (
          <img
            className="photo-card-image listing-card-image"
            src={photo.url}
            srcSet={photo.srcset || undefined}
            sizes={sizes}
            loading="lazy"
            decoding="async"
            alt=""
          />
        ) : (
          <div className="photo-card-no-image listing-card-no-image">
            <IconPhotoOff size={32} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          </div>
        )}
        {listing.property_type && <span className="listing-card-badge">{listing.property_type.name}</span>}
      </div>
      <div className="photo-card-body">
        <div className="listing-card-title-row">
          <p className="photo-card-title photo-card-clamp1">{listing.external_listing_name}</p>
          <RatingSummary average={listing.rating_average} count={listing.rating_count} size="xs" compact />
        </div>
        {address && (
          <div className="listing-card-place">
            <IconMapPin size={16} stroke={1.6} aria-hidden />
            <p className="text-sm photo-card-clamp1">{address}</p>
          </div>
        )}
        <div className="listing-card-price-row">
          <p className="listing-card-price">{night.price}</p>
          <p className="text-sm text-dimmed">{night.caption}</p>
        </div>
        {night.range && <p className="text-xs text-dimmed">{night.range}</p>}
        {listing.total_price !== null && listing.nights_count !== null && (
          <p className="text-sm text-dimmed">
            {price(listing.total_price)} for {listing.nights_count}{' '}
            {listing.nights_count === 1 ? 'night' : 'nights'}
          </p>
        )}
        {listing.total_price !== null &&
          listing.paid_on_arrival.map((fee) => (
            <p key={fee.key} className="text-xs text-dimmed" data-testid="arrival-fee">
              {arrivalFeeNote(fee.label, price(fee.amount))}
            </p>
          ))}
      </div>
    </Link>
  );
}
