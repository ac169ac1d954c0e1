import { AMENITIES } from '@innkeep/contract/amenities';
import { cancellationPolicySummary, type PolicyListing } from '@innkeep/contract/cancellation';
import type { PublicListing } from '@innkeep/contract/search';
import { IconBed, IconCheck, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { CancellationPolicy } from '../../../components/cancellation-policy.tsx';
import { dash } from '../../../components/fact.tsx';
import { KeyFacts } from '../../../components/key-facts.tsx';
import { StaySection } from './stay-section.tsx';
import classes from './stay-sections.module.css';

export function StayKeyFacts({ stay }: { stay: PublicListing }) {
  const info = stay.basic_info;
  return (
    <div className={`${classes.grid} ${classes.facts}`}>
      <KeyFacts
        guests={stay.person_capacity}
        bedrooms={info.number_of_bedrooms}
        beds={info.number_of_beds}
        bathrooms={info.number_of_bathrooms}
      />
    </div>
  );
}

export function StayAmenities({ amenities }: { amenities: PublicListing['amenities'] }) {
  return (
    <StaySection name="amenities" title="Amenities">
      <ul className={`${classes.grid} ${classes.amenities}`}>
        {AMENITIES.map((a) => {
          const has = amenities[a.field];
          return (
            <li key={a.field} className={classes.amenity} data-missing={has ? undefined : true}>
              {has ? (
                <IconCheck size={18} color="var(--mantine-color-brand-7)" aria-hidden />
              ) : (
                <IconX size={18} aria-hidden />
              )}
              <span>
                {a.label}
                <span className={classes.hidden}>{has ? ' (available)' : ' (not available)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </StaySection>
  );
}

export function StayBeds({ rooms }: { rooms: PublicListing['rooms'] }) {
  if (rooms.length === 0) return null;
  const sorted = [...rooms].sort((a, b) => a.room_number - b.room_number);
  return (
    <StaySection name="beds" title="Where you'll sleep">
      <div className={`${classes.grid} ${classes.beds}`}>
        {sorted.map((room) => (
          <div key={`${room.room_number}-${room.bed_type}`} className={classes.card}>
            <IconBed size={22} aria-hidden />
            <p className={classes.strong}>Room {room.room_number}</p>
            <p className={`${classes.text} text-dimmed text-sm`}>
              {room.quantity} × {room.bed_type}
            </p>
          </div>
        ))}
      </div>
    </StaySection>
  );
}

/**
 * What the policy's summary says of this stay: its currency, a cleaning fee only when its total holds one, and
 * taxes only when the listing charges them.
 */
function policyListing(stay: PublicListing): PolicyListing {
  const fees = stay.price_and_fee;
  return {
    currency: stay.currency_code,
    cleaningFee: fees.cleaning_fee > 0 && !fees.excluded_fees.includes('cleaning_fee'),
    taxes: fees.taxes.length > 0,
  };
}

export function StayRules({ stay }: { stay: PublicListing }) {
  const checkIn =
    stay.check_in_time_start && stay.check_in_time_end
      ? `${stay.check_in_time_start} – ${stay.check_in_time_end}`
      : (stay.check_in_time_start ?? stay.check_in_time_end);
  const nights = stay.booking_settings;
  const policy = stay.booking_settings.cancellation_policy;
  return (
    <StaySection name="rules" title="House rules">
      <div className={`${classes.grid} ${classes.rules}`}>
        <div>
          <p className={`${classes.text} text-dimmed text-sm`}>Check-in</p>
          <p className={classes.strong}>{dash(checkIn)}</p>
        </div>
        <div>
          <p className={`${classes.text} text-dimmed text-sm`}>Check-out</p>
          <p className={classes.strong}>{dash(stay.check_out_time)}</p>
        </div>
        <div>
          <p className={`${classes.text} text-dimmed text-sm`}>Length of stay</p>
          <p className={classes.strong}>
            {nights.minimum_nights ? `${nights.minimum_nights} night minimum` : 'No minimum'}
            {nights.maximum_nights ? `, up to ${nights.maximum_nights}` : ''}
          </p>
        </div>
      </div>
      {stay.house_rules && <p className={classes.prose}>{stay.house_rules}</p>}
      <CancellationPolicy policy={policy} terms={cancellationPolicySummary(policy, policyListing(stay))} />
    </StaySection>
  );
}

export function StayAttachments({ attachments }: { attachments: PublicListing['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <StaySection name="docs" title="Documents" className={classes.documents}>
      {attachments.map((file) => (
        <a key={file.url} className={classes.link} href={file.url} target="_blank" rel="noopener">
          <IconFileTypePdf size={18} aria-hidden />
          {file.name} ({file.size_kb} KB)
        </a>
      ))}
    </StaySection>
  );
}
