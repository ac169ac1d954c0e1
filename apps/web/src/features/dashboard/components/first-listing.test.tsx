import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfig, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { FirstListing } from './first-listing.tsx';

/** docs/requirements/money.md#R-M17: a new host on a site without card payments is not told to connect them. */
const fetchMock = stubFetch();
const configWith = (enabled: boolean) => fetchMock.mockResolvedValue(publicConfig('simulator', enabled));

const renderIt = () => renderWithProviders(<FirstListing drafts={0} />, { route: '/', env: 'test' });

describe('the first-listing steps', () => {
  it('inquiries only: says card payments are not set up, not "connect"', async () => {
    configWith(false);
    renderIt();
    expect(await screen.findByText(/card payments are not set up on this site/)).toBeInTheDocument();
    expect(screen.queryByText(/Connect card payments/)).toBeNull();
  });

  it('with card payments: connect them under Integrations', async () => {
    configWith(true);
    renderIt();
    expect(await screen.findByText(/Connect card payments under Integrations/)).toBeInTheDocument();
  });
});
