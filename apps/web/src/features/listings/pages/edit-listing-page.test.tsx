import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { listingQuery } from '../api/get-listing.ts';
import { hostListing } from '../test-host-listing.ts';
import EditListingPage from './edit-listing-page.tsx';

const saved = hostListing({ basic_info: { ...hostListing().basic_info, tags: [1] } });
let answerTags: (response: Response) => void = () => undefined;
const tagsAnswered = new Promise<Response>((resolve) => {
  answerTags = resolve;
});
const lists = ['countries', 'bed-types', 'property-types', 'room-types', 'bathroom-types', 'times'];
const numberLists = [
  'person-capacities',
  'number-of-bedrooms',
  'number-of-beds',
  'number-of-bathrooms',
  'number-of-guest-bathrooms',
];
stubFetch(
  answerBy({
    'GET /api/listings/7': () => json(200, { data: saved }),
    'GET /api/list/tags': () => tagsAnswered,
    ...Object.fromEntries(lists.map((name) => [`GET /api/list/${name}`, () => json(200, { data: [] })])),
    ...Object.fromEntries(
      numberLists.map((name) => [`GET /api/list/${name}`, () => json(200, { data: [{ number: 4 }] })]),
    ),
  }),
);

// A saved tag is an id: until the tags list answers, the form would show it as "1".
describe('/edit_listing/{id}', () => {
  it('waits for the lists its selects read, then shows the saved tag by name', async () => {
    const { client } = renderWithProviders(<EditListingPage />, {
      route: '/edit_listing/:id',
      at: '/edit_listing/7',
    });
    await waitFor(() => expect(client.getQueryData(listingQuery(7).queryKey)).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /External listing name/ })).toBeNull();

    answerTags(json(200, { data: [{ id: 1, name: 'City centre' }] }));
    expect((await screen.findAllByText('City centre')).length).toBeGreaterThan(0);
    const pills = document.querySelectorAll('.mantine-MultiSelect-pill');
    expect([...pills].map((pill) => pill.textContent)).toEqual(['City centre']);
  });
});
