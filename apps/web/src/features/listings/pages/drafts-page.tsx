import { useDrafts } from '../api/get-drafts.ts';
import { ListingsOverview } from '../components/listings-overview.tsx';

/** `/drafts`: listings saved but not yet published. */
export default function DraftsPage() {
  return (
    <ListingsOverview
      title="Drafts"
      intro="Saved listings that guests cannot see yet. Open one to finish it and publish."
      query={useDrafts()}
      empty={{
        title: 'No Drafts',
        text: 'Save a listing as a draft to finish it later: only a name, a property type and an address are needed.',
      }}
    />
  );
}
