import { formatBathrooms } from '@innkeep/contract/listings-beds';
import { IconBath, IconBed, IconDoor, IconUsers } from '@tabler/icons-react';
import { dash, Fact } from './fact.tsx';

interface KeyFactsProps {
  guests: number | null;
  bedrooms: number | null;
  beds: number | null;
  bathrooms: number | null;
}

/** A listing's four key figures, each a Fact: the stay page's and the host's listing details lay them out. */
export function KeyFacts({ guests, bedrooms, beds, bathrooms }: KeyFactsProps) {
  return (
    <>
      <Fact icon={<IconUsers size={20} aria-hidden />} label="Guests" value={dash(guests)} />
      <Fact icon={<IconDoor size={20} aria-hidden />} label="Bedrooms" value={dash(bedrooms)} />
      <Fact icon={<IconBed size={20} aria-hidden />} label="Beds" value={dash(beds)} />
      <Fact
        icon={<IconBath size={20} aria-hidden />}
        label="Bathrooms"
        value={bathrooms === null ? dash(null) : formatBathrooms(bathrooms)}
      />
    </>
  );
}
