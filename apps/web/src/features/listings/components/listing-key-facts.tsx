import { formatBathrooms } from '@innkeep/contract/listings-beds';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { SimpleGrid } from '@mantine/core';
import { IconBath, IconBed, IconDoor, IconUsers } from '@tabler/icons-react';
import { dash, Fact } from '../../../components/fact.tsx';

/** The listing's key figures: guests, bedrooms, beds and bathrooms. */
export function ListingKeyFacts({ basicInfo }: { basicInfo: HostListing['basic_info'] }) {
  const bathrooms = basicInfo.number_of_bathrooms;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Fact
        icon={<IconUsers size={20} aria-hidden />}
        label="Guests"
        value={dash(basicInfo.person_capacity)}
      />
      <Fact
        icon={<IconDoor size={20} aria-hidden />}
        label="Bedrooms"
        value={dash(basicInfo.number_of_bedrooms)}
      />
      <Fact icon={<IconBed size={20} aria-hidden />} label="Beds" value={dash(basicInfo.number_of_beds)} />
      <Fact
        icon={<IconBath size={20} aria-hidden />}
        label="Bathrooms"
        value={bathrooms === null ? dash(null) : formatBathrooms(bathrooms)}
      />
    </SimpleGrid>
  );
}
