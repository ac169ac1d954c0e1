import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { hostListingCard } from '../../../test-replies.ts';
import DraftsPage from './drafts-page.tsx';
import ListingsPage from './listings-page.tsx';

const card = (id: number, name: string, draft: 0 | 1) =>
  hostListingCard({ id, external_listing_name: name, draft });

stubFetch(
  answerBy({
    'GET /api/listings': () => json(200, { data: [card(1, 'Sea View', 0), card(2, 'Old Town Loft', 0)] }),
    'GET /api/listings/data/unpublic': () => json(200, { data: [card(3, 'Half-done Flat', 1)] }),
  }),
);

/** The page's headings as `level name`, in document order. */
const outline = () => screen.getAllByRole('heading').map((h) => `${h.tagName.slice(1)} ${h.textContent}`);

describe('the host listings pages', () => {
  it.each([
    ['/listings', <ListingsPage key="l" />, ['1 Listings', '2 Sea View', '2 Old Town Loft']],
    ['/drafts', <DraftsPage key="d" />, ['1 Drafts', '2 Half-done Flat']],
  ])('%s: each card title is a heading one level under the page title', async (route, page, expected) => {
    renderWithProviders(page, { route });
    await screen.findAllByRole('article');
    expect(outline()).toEqual(expected);
  });
});
