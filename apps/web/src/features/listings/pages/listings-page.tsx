import { useMyListings } from '../../../api/listings.ts';
import { ListingsOverview } from '../components/listings-overview.tsx';

/** `/listings`: the host's published listings. */
export default function ListingsPage() {
  return (
    <ListingsOverview
      title="Listings"
      intro="Published listings guests can find and book."
      query={useMyListings()}
      empty={{
        title: 'No published listings yet',
        text: 'Create a listing, add photos, prices and bed types, then publish it so guests can book. Drafts you save appear under Drafts.',
      }}
    />
  );
}
