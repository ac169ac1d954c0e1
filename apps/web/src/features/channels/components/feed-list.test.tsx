import type { ChannelFeed } from '@innkeep/contract/channels';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { FeedList } from './feed-list.tsx';

const feed = (over: Partial<ChannelFeed>): ChannelFeed => ({
  id: 1,
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  last_synced_at: null,
  last_success_at: null,
  last_error: null,
  event_count: 0,
  status: 'pending',
  syncing: null,
  ...over,
});

function renderList(feeds: ChannelFeed[]) {
  renderWithProviders(<FeedList feeds={feeds} />, { env: 'test' });
}

describe('the imported calendars', { timeout: 30_000 }, () => {
  it('show a first sync in flight step by step, with Sync now held meanwhile', async () => {
    renderList([feed({ syncing: { phase: 'saving', events: 5000 } })]);
    const card = await screen.findByRole('article', { name: 'Calendar Airbnb' }, { timeout: 10_000 });
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Sync in progress (step 3 of 3): Saving 5,000 events…',
    );
    expect(within(card).getByRole('button', { name: /Sync now/ })).toBeDisabled();
  });

  it('show no progress when nothing is syncing', async () => {
    renderList([feed({ status: 'ok', event_count: 3 })]);
    const card = await screen.findByRole('article', { name: 'Calendar Airbnb' }, { timeout: 10_000 });
    expect(within(card).queryByRole('status')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Sync now' })).toBeEnabled();
  });
});
