import { stayDescription } from '@innkeep/contract/page-meta';
import type { PublicListing } from '@innkeep/contract/search';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useSiteOrigin } from '../../../lib/site-origin.ts';

/**
 * A stay page's head: its name, its description (what, where, for how many, then the host's words), the cover
 * photo for link previews, and the LodgingBusiness with its nightly Offer. (React preloads the cover itself:
 * stay-photos.tsx gives it fetchPriority="high".)
 */
export function StayHead({ stay }: { stay: PublicListing }) {
  const origin = useSiteOrigin();
  const canonical = `/stays/${stay.id}`;
  const url = `${origin}${canonical}`;
  const photos = stay.images.map((image) => `${origin}${image.url}`);
  const description = stayDescription(stay);
  const price = stay.price.toFixed(2);
  return (
    <PageMeta
      title={stay.external_listing_name}
      description={description}
      canonical={canonical}
      image={photos[0]}
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'LodgingBusiness',
          name: stay.external_listing_name,
          description: stay.description ?? description,
          url,
          ...(photos.length ? { image: photos } : {}),
          address: {
            '@type': 'PostalAddress',
            ...(stay.city ? { addressLocality: stay.city } : {}),
            ...(stay.country ? { addressCountry: stay.country } : {}),
          },
          makesOffer: {
            '@type': 'Offer',
            url,
            price,
            priceCurrency: stay.currency_code,
            availability: 'https://schema.org/InStock',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: stay.currency_code,
              unitText: 'night',
            },
          },
        },
      ]}
    />
  );
}
