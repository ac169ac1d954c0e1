import type { BlogPost } from '@innkeep/contract/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { listingCard } from '../../../test-replies.ts';
import BlogPostPage from './blog-post-page.tsx';

const hostile: BlogPost = {
  id: 3,
  title: 'Autumn in Porto',
  short_description: 'Where to stay',
  long_description:
    '## Tips\n\nWalk **along the river**.\n\n<script>window.pwned = true</script>\n\n[x](javascript:alert(1)) <img src=x onerror="window.pwned = true">',
  image: 'blogs/a/3.png',
  image_url: '/uploads/blogs/a/3.png',
  image_card_url: '/uploads/blogs/a/3-480.webp',
  image_page_url: '/uploads/blogs/a/3-1600.webp',
  image_srcset: '/uploads/blogs/a/3-480.webp 480w, /uploads/blogs/a/3-1600.webp 1600w',
  image_kind: 'image',
  created_at: '2026-10-02T10:00:00.000Z',
  city: null,
  stays: [],
};

const withStays: BlogPost = {
  ...hostile,
  id: 4,
  city: 'Porto',
  stays: [listingCard(11, 'Ribeira room', 80), listingCard(12, 'Foz house', 1250.5)],
};

stubFetch(async (url) =>
  json(200, {
    data: (url instanceof Request ? url.url : String(url)).includes('/api/blogs/4') ? withStays : hostile,
  }),
);

describe('BlogPostPage', () => {
  it('renders the stored Markdown with no live script, handler or javascript: link, and the large image', async () => {
    renderWithProviders(<BlogPostPage />, { route: '/blogs/:id', at: '/blogs/3' });
    const article = (await screen.findByRole('heading', { level: 2, name: 'Tips' })).closest('article');
    if (!article) throw new Error('no article');
    expect(screen.getByText('along the river').tagName).toBe('STRONG');
    expect(article.querySelector('script, [onerror]')).toBeNull();
    for (const a of article.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    const images = [...article.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['/uploads/blogs/a/3-1600.webp']);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('a post naming a city ends with its stays, each linking to its stay page with its price', async () => {
    renderWithProviders(<BlogPostPage />, { route: '/blogs/:id', at: '/blogs/4' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Stays in Porto' });
    const section = heading.closest('section');
    if (!section) throw new Error('no section');
    const links = [...section.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/stays/11', '/stays/12']);
    expect(links[0]).toHaveTextContent('Ribeira roomfrom €80 per night');
    expect(links[1]).toHaveTextContent('from €1,250.50 per night');
    // After the post, not inside it.
    expect(section.closest('article')).toBeNull();
  });

  it('a post that names no city ends with no stays', async () => {
    renderWithProviders(<BlogPostPage />, { route: '/blogs/:id', at: '/blogs/3' });
    await screen.findByRole('heading', { level: 1, name: 'Autumn in Porto' });
    expect(screen.queryByTestId('blog-stays')).toBeNull();
  });
});
