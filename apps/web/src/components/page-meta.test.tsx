import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageMeta, SITE_DESCRIPTION } from './page-meta.tsx';

const descriptions = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((m) => m.content);
const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

/** A page at `path` (PageMeta reads the route and the location). */
const at = (node: ReactNode, path = '/blogs/7?utm_source=x') => (
  <RouterProvider router={createMemoryRouter([{ path: '*', element: node }], { initialEntries: [path] })} />
);

describe('PageMeta', () => {
  it('names the document with the Innkeep suffix and describes it', () => {
    render(at(<PageMeta title="Contact us" description="Send us a message." />));
    expect(document.title).toBe('Contact us · Innkeep');
    expect(descriptions()).toEqual(['Send us a message.']);
  });

  it('falls back to the site description and cuts long ones to 160 characters', () => {
    const { rerender } = render(at(<PageMeta title="Drafts" />));
    expect(descriptions()).toEqual([SITE_DESCRIPTION]);
    rerender(at(<PageMeta title="Drafts" description={'x'.repeat(400)} />));
    const [cut] = descriptions();
    expect(cut).toHaveLength(158);
    expect(cut?.endsWith('…')).toBe(true);
  });

  it('writes the canonical URL, the link preview tags and the JSON-LD', () => {
    const { container } = render(
      at(
        <PageMeta
          title="Quiet corners"
          description="Off the beaten path."
          image="https://innkeep.example/uploads/pic.webp"
          ogType="article"
          jsonLd={[{ '@type': 'BlogPosting', headline: '</script><b>' }]}
        />,
      ),
    );
    const url = `${window.location.origin}/blogs/7`;
    expect(attr('link[rel="canonical"]', 'href')).toBe(url);
    expect(attr('meta[property="og:url"]', 'content')).toBe(url);
    expect(attr('meta[property="og:type"]', 'content')).toBe('article');
    expect(attr('meta[property="og:title"]', 'content')).toBe('Quiet corners · Innkeep');
    expect(attr('meta[property="og:description"]', 'content')).toBe('Off the beaten path.');
    expect(attr('meta[property="og:image"]', 'content')).toBe('https://innkeep.example/uploads/pic.webp');
    expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    const ld = container.querySelector('script[type="application/ld+json"]');
    expect(ld?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(ld?.textContent ?? '')).toEqual({ '@type': 'BlogPosting', headline: '</script><b>' });
  });

  it('follows the page: a newer page wins, its tags go when it unmounts, and nothing is left behind', () => {
    const first = render(at(<PageMeta title="Blog" description="First" />));
    const second = render(at(<PageMeta title="A post" description="Second" />));
    expect(document.title).toBe('A post · Innkeep');
    second.unmount();
    expect(document.title).toBe('Blog · Innkeep');
    expect(descriptions()).toEqual(['First']);
    first.unmount();
    expect(document.head.querySelectorAll('title')).toHaveLength(0);
    expect(descriptions()).toEqual([]);
  });
});
