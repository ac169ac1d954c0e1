import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta, SITE_DESCRIPTION } from './page-meta.tsx';

const descriptions = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((m) => m.content);

describe('PageMeta', () => {
  it('names the document with the Innkeep suffix and describes it', () => {
    render(<PageMeta title="Contact us" description="Send us a message." />);
    expect(document.title).toBe('Contact us · Innkeep');
    expect(descriptions()).toEqual(['Send us a message.']);
  });

  it('falls back to the site description and cuts long ones to 160 characters', () => {
    const { rerender } = render(<PageMeta title="Drafts" />);
    expect(descriptions()).toEqual([SITE_DESCRIPTION]);
    rerender(<PageMeta title="Drafts" description={'x'.repeat(400)} />);
    const [cut] = descriptions();
    expect(cut).toHaveLength(158);
    expect(cut?.endsWith('…')).toBe(true);
  });

  it('follows the page: a newer page wins, its tags go when it unmounts, and nothing is left behind', () => {
    const first = render(<PageMeta title="Blog" description="First" />);
    const second = render(<PageMeta title="A post" description="Second" />);
    expect(document.title).toBe('A post · Innkeep');
    second.unmount();
    expect(document.title).toBe('Blog · Innkeep');
    expect(descriptions()).toEqual(['First']);
    first.unmount();
    expect(document.head.querySelectorAll('title')).toHaveLength(0);
    expect(descriptions()).toEqual([]);
  });
});
