import { publishableListing } from '@innkeep/contract/listings-test-values';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { ListingForm } from './listing-form.tsx';

// Lookup lists answer empty; a save would answer 201, but none should be sent.
const fetchMock = stubFetch(async (url) =>
  String(url) === '/api/listings'
    ? json(201, { data: { id: 9 }, message: 'Saved.' })
    : json(200, { data: [] }),
);

const saves = () => requestsSent(fetchMock).filter((r) => !r.startsWith('GET '));

function renderForm() {
  renderWithProviders(
    <ListingForm
      initialValues={publishableListing({ images: [{ id: 7, name: 'front.png', size: 1000 }] })}
    />,
    {
      route: '/',
      routes: [
        { path: '/listings', element: <p>Listings page</p> },
        { path: '/drafts', element: <p>Drafts page</p> },
      ],
    },
  );
}

async function typeInto(label: string, text: string) {
  const input = screen.getByLabelText(label, { exact: false });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
  return input;
}

// Mantine's NumberInput cuts a number out of min/max to the bound on blur: the host would publish a value they
// never typed. The listing form keeps what was typed and refuses it with the schema's range.
describe('ListingForm number fields', { timeout: 60_000 }, () => {
  it('keeps 80 guests included as typed and refuses it, saving nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('tab', { name: /^Price & fees/ }));
    const guests = await typeInto('Guests included', '80');
    expect(guests).toHaveValue('80');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Guests included must be at most 50')).toBeInTheDocument();
    expect(screen.getByLabelText('Guests included', { exact: false })).toHaveValue('80');
    expect(saves()).toEqual([]);
  });

  it('keeps a minimum stay of 400 nights as typed and refuses it, saving nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('tab', { name: /^Booking settings/ }));
    const minimum = await typeInto('Minimum nights', '400');
    expect(minimum).toHaveValue('400');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Minimum nights must be at most 365')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum nights', { exact: false })).toHaveValue('400');
    expect(saves()).toEqual([]);
  });
});
