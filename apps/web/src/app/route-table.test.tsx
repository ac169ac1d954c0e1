import { ROUTES, type RouteEntry } from '@innkeep/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.test-helpers.tsx';
import { appRoutes } from './routes.tsx';

// Adding a page is one entry in the route table (packages/contract/src/routes.ts) and one page file: the web's
// router is made from the table (the server's 404, sitemap and robots.txt read it too: spa.route-table.test.ts).
const GIFT_CARDS: RouteEntry = {
  path: '/gift_cards',
  // Any page module will do: the about page names the document after its route.
  page: 'features/content/pages/about-page.tsx',
  layout: 'public',
  access: 'anyone',
  public: true,
  title: 'Gift cards',
  description: 'Give a stay.',
};

describe('the route table is the web app’s routes', { timeout: 30_000 }, () => {
  it('opens a page added to the table, named and described by its entry', async () => {
    const router = renderApp('/gift_cards', appRoutes([...ROUTES, GIFT_CARDS]));
    await screen.findByRole('heading', { name: 'About Innkeep' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/gift_cards');
    await waitFor(() => expect(document.title).toBe('Gift cards · Innkeep'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Give a stay.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/gift_cards`,
    );
  });

  it('sends a path that is not in the table to the not-found page', async () => {
    const router = renderApp('/gift_cards', appRoutes(ROUTES));
    await screen.findByRole('heading', { name: "We can't find that page" }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/404');
  });

  it('names a page module that exists for every entry', () => {
    expect(() => appRoutes([{ ...GIFT_CARDS, page: 'features/content/pages/gift-cards-page.tsx' }])).toThrow(
      /No page module/,
    );
    expect(appRoutes(ROUTES)).toHaveLength(ROUTES.length);
  });
});
