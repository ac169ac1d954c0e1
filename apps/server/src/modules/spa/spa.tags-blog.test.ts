import { tagsOfApiRead } from './spa.tags.ts';

// A post's page ends with the stays of the city it names (docs/requirements/public.md#R-P11, decision 0106): it
// is dropped when one of those stays changes, when a stay is published or withdrawn (the set of listings), or
// when a post changes; the list of posts only by posts.
describe('the tags of a blog post page', () => {
  const stay = (id: number) => ({ id, external_listing_name: `Stay ${id}`, city: 'Lisbon' });
  it('a post with stays is tagged blog, listings, lookups and each stay', () => {
    const body = { data: { id: 9, title: 'A weekend in Lisbon', city: 'Lisbon', stays: [stay(4), stay(7)] } };
    expect(tagsOfApiRead('/api/blogs/9', body).sort()).toEqual([
      'blog',
      'listing:4',
      'listing:7',
      'listings',
      'lookups',
    ]);
  });
  it('a post without stays still follows the set of listings; the list of posts only the blog', () => {
    expect(tagsOfApiRead('/api/blogs/9', { data: { id: 9, city: null, stays: [] } }).sort()).toEqual([
      'blog',
      'listings',
      'lookups',
    ]);
    expect(tagsOfApiRead('/api/blogs', { data: [{ id: 9, title: 'Post' }] })).toEqual(['blog']);
  });
});
