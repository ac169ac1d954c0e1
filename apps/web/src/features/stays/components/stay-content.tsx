import type { PublicListing } from '@innkeep/contract/search';
import { PUBLIC_LOCATION_RADIUS_M } from '@innkeep/contract/search-constants';
import { type Dispatch, type SetStateAction, Suspense } from 'react';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { StayAvailability } from './stay-availability.tsx';
import type { DateRange } from './stay-calendar.tsx';
import { StayAmenities, StayAttachments, StayBeds, StayKeyFacts, StayRules } from './stay-facts.tsx';
import { StayMapSection } from './stay-map-section.tsx';
import { StayReviews } from './stay-reviews.tsx';
import { StaySection } from './stay-section.tsx';
import sections from './stay-sections.module.css';

interface StayContentProps {
  stay: PublicListing;
  address: string;
  guests: number;
  range: DateRange;
  onRangeChange: Dispatch<SetStateAction<DateRange>>;
  /** A link's dates dropped because they are past, for the calendar to say so. */
  pastDates: [string, string] | null;
}

/** The stay's sections beside the booking panel: its facts, description, calendar, map and reviews. */
export function StayContent({ stay, address, guests, range, onRangeChange, pastDates }: StayContentProps) {
  return (
    <div className={sections.content}>
      <Suspense>
        <StayKeyFacts stay={stay} />
      </Suspense>
      {stay.description && (
        <StaySection name="about" title="About this stay">
          <p className={sections.prose}>{stay.description}</p>
        </StaySection>
      )}
      {/* Below the first screen: hydrated as the guest comes near (HydrateOnView). */}
      <HydrateOnView>
        <StayAmenities amenities={stay.amenities} />
      </HydrateOnView>
      <HydrateOnView>
        <StayBeds rooms={stay.rooms} />
      </HydrateOnView>
      <HydrateOnView>
        <StayRules stay={stay} />
      </HydrateOnView>
      <StaySection name="calendar" title="Availability" anchor="availability">
        {/* Not a waiting part: its months are the page's, and the guest's first move may be here. */}
        <Suspense>
          <StayAvailability
            id={stay.id}
            guests={guests}
            currency={stay.currency_code}
            value={range}
            onChange={onRangeChange}
            pastDates={pastDates}
            minNights={stay.booking_settings.minimum_nights}
            maxNights={stay.booking_settings.maximum_nights}
          />
        </Suspense>
      </StaySection>
      {stay.lat !== null && stay.lng !== null && (
        <HydrateOnView>
          <StayMapSection
            lat={stay.lat}
            lng={stay.lng}
            radiusM={stay.location_radius_m ?? PUBLIC_LOCATION_RADIUS_M}
            address={address}
            name={stay.external_listing_name}
          />
        </HydrateOnView>
      )}
      <HydrateOnView>
        <StayReviews stay={stay} />
      </HydrateOnView>
      <HydrateOnView>
        <StayAttachments attachments={stay.attachments} />
      </HydrateOnView>
    </div>
  );
}
