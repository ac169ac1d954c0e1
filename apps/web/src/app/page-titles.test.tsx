import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../lib/session.ts';
import { LAZY_LAYOUT, renderApp, testAdmin, testHost } from './render-app.test-helpers.tsx';

const admin = testAdmin;
const host = testHost;

describe('document title and description come from the page on screen', { timeout: 30_000 }, () => {
  it('each page names the document, and the next page renames it', async () => {
    setSession('tok', host);
    const router = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Maria' }, LAZY_LAYOUT);
    await waitFor(() => expect(document.title).toBe('Dashboard · Innkeep'));

    await router.navigate('/404');
    await screen.findByRole('heading', { name: "We can't find that page" }, LAZY_LAYOUT);
    await waitFor(() => expect(document.title).toBe('Page not found · Innkeep'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('a page not built yet is named after itself', async () => {
    setSession('tok', host);
    renderApp('/channel_manager');
    await screen.findByRole('heading', { name: 'Channel manager' }, LAZY_LAYOUT);
    await waitFor(() => expect(document.title).toBe('Channel manager · Innkeep'));
  });

  it('an admin page names the document', async () => {
    setSession('tok', admin);
    renderApp('/admin/blogs');
    await screen.findByRole('heading', { name: 'Blogs' }, LAZY_LAYOUT);
    await waitFor(() => expect(document.title).toBe('Blogs · Innkeep'));
  });
});
