import type { PlaceSuggestion } from '@innkeep/contract/search';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { WhereInput } from './where-input.tsx';

const fetchMock = stubFetch();
const place = (name: string, country: string, stays: number): PlaceSuggestion => ({
  name,
  country,
  label: `${name}, ${country}`,
  lat: 0,
  lng: 0,
  stays,
});

function Field({ onChange }: { onChange: (city: string) => void }) {
  const [city, setCity] = useState('');
  return (
    <WhereInput
      value={city}
      onChange={(next) => {
        setCity(next);
        onChange(next);
      }}
    />
  );
}

function renderField(onChange = vi.fn()) {
  renderWithProviders(<Field onChange={onChange} />, { env: 'test' });
  return onChange;
}

describe('where input', () => {
  it('lists the places with stays first and marks the others "No stays yet"', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            data: [
              place('Lishui', 'China', 0),
              place('Lisbon', 'Portugal', 3),
              place('Lisala', 'Democratic Republic of the Congo', 0),
              place('Lisboa Velha', 'Portugal', 1),
            ],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const onChange = renderField();
    await userEvent.type(screen.getByRole('combobox', { name: 'Where' }), 'lis');

    const list = await screen.findByRole('listbox');
    const options = await within(list).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Lisbon, Portugal3 stays',
      'Lisboa Velha, Portugal1 stay',
      'Lishui, ChinaNo stays yet',
      'Lisala, Democratic Republic of the CongoNo stays yet',
    ]);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/api/places?q=lis');

    // Choosing a suggestion searches its city name, not the label or the description.
    await userEvent.click(options[0] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith('Lisbon');
  });
});
