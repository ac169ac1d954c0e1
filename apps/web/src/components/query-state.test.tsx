import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-render.tsx';
import { QueryState } from './query-state.tsx';

function Things({ load, errorTitle }: { load: () => Promise<string[]>; errorTitle?: string }) {
  const query = useQuery({ queryKey: ['things'], queryFn: load });
  return (
    <QueryState query={query} loading="Loading things" errorTitle={errorTitle}>
      {(things) => <p>{things.join(', ')}</p>}
    </QueryState>
  );
}

describe('a query on screen', () => {
  it('shows a named loader, then what the data renders to', async () => {
    let answer: (things: string[]) => void = () => {};
    renderWithProviders(<Things load={() => new Promise((resolve) => (answer = resolve))} />);
    expect(screen.getByLabelText('Loading things')).toBeInTheDocument();
    answer(['a bed', 'a lamp']);
    expect(await screen.findByText('a bed, a lamp')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading things')).toBeNull();
  });

  it("shows a failure's message in an alert, and nothing of the data", async () => {
    renderWithProviders(
      <Things load={() => Promise.reject(new Error('The server is down'))} errorTitle="Not loaded" />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server is down');
    expect(alert).toHaveTextContent('Not loaded');
    expect(screen.queryByLabelText('Loading things')).toBeNull();
  });
});
