import { AMENITIES } from '@innkeep/contract/amenities';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { Badge, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { dash } from '../../../components/fact.tsx';
import { KeyFacts } from '../../../components/key-facts.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { countryName } from '../../../lib/country-name.ts';
import { useListing } from '../api/get-listing.ts';
import { BookingRulesDetails } from '../components/booking-rules-details.tsx';
import { DetailsCard } from '../components/details-card.tsx';
import { ListingDetailsHeader } from '../components/listing-details-header.tsx';
import { ListingNotAvailable } from '../components/listing-not-available.tsx';
import { ListingPhotoCarousel } from '../components/listing-photo-carousel.tsx';
import { PriceDetails } from '../components/price-details.tsx';

/** Everything the host entered about the listing, section by section. */
function Details({ listing }: { listing: HostListing }) {
  const info = listing.additional_info;
  const address = listing.address;
  return (
    <Stack gap="lg">
      <ListingDetailsHeader listing={listing} />
      {listing.images.length > 0 && (
        <Card withBorder radius="md" padding={0} maw={720}>
          <ListingPhotoCarousel
            photos={listing.images}
            name={listing.external_listing_name}
            sizes="(max-width: 48em) 100vw, 720px"
          />
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <KeyFacts
          guests={listing.basic_info.person_capacity}
          bedrooms={listing.basic_info.number_of_bedrooms}
          beds={listing.basic_info.number_of_beds}
          bathrooms={listing.basic_info.number_of_bathrooms}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DetailsCard
          title="Listing Info"
          rows={[
            ['Check-in start', dash(info.check_in_time_start)],
            ['Check-in end', dash(info.check_in_time_end)],
            ['Check-out', dash(info.check_out_time)],
            ['Door code', dash(info.door_code)],
            ['Key pickup', dash(info.key_pickup)],
            ['Wi-Fi username', dash(info.wi_fi_username)],
            ['Wi-Fi password', dash(info.wi_fi_password)],
          ]}
        />
        <DetailsCard
          title="Address"
          rows={[
            ['Address', dash(address.address)],
            ['Public address', dash(address.public_address)],
            ['Street', dash(address.street)],
            ['City', dash(address.city)],
            ['State', dash(address.state)],
            ['Zip code', dash(address.zip_code)],
            ['Country', dash(countryName(address.country))],
          ]}
        />
        <DetailsCard
          title="Amenities"
          rows={AMENITIES.map(({ field, label }) => [
            label,
            listing.amenities[field] === 1 ? (
              <Badge key="yes" color="teal" variant="light">
                Yes
              </Badge>
            ) : (
              <Badge key="no" color="gray" variant="light">
                No
              </Badge>
            ),
          ])}
        />
        <PriceDetails listing={listing} />
        <BookingRulesDetails listing={listing} />
      </SimpleGrid>
    </Stack>
  );
}

/** `/listing_details/{id}`: what the host entered, read-only. */
export default function ListingDetailsPage() {
  const pageMeta = <PageMeta title="Listing details" />;
  const id = Number(useParams().id);
  const query = useListing(id);
  if (!Number.isInteger(id) || id <= 0 || query.error) {
    return <ListingNotAvailable pageMeta={pageMeta} message={query.error?.message} />;
  }
  if (query.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading">
        {pageMeta}
        <Skeleton height={32} width="50%" />
        <Skeleton height={16} width="70%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  return (
    <>
      {pageMeta}
      <Details listing={query.data} />
    </>
  );
}
