import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION } from '../components/page-meta.tsx';
import AboutPage from '../features/content/pages/about-page.tsx';
import { GuestFaq } from './home/components/guest-faq.tsx';
import { HostPromo } from './home/components/host-promo.tsx';
import { PublicFooter } from './layouts/public-footer.tsx';

// Copy may only promise what the product does today: search, availability and prices, inquiries to the host,
// listings and their calendar. Card payments and channel sync are not built yet (they come with later issues).
const NOT_YET = /card|payment|pay\b|channel|sync|book now|book directly/i;

function textOf(node: ReactNode): string {
  const { container } = render(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
  return `${container.textContent ?? ''} ${[...document.head.querySelectorAll('meta')].map((m) => m.content).join(' ')}`;
}

describe('UI copy promises only what exists', () => {
  it.each([
    ['the guest FAQ', <GuestFaq key="faq" />],
    ['the host promo', <HostPromo key="promo" />],
    ['the about page', <AboutPage key="about" />],
    ['the site footer', <PublicFooter key="footer" />],
  ])('%s', (_name, node) => {
    const text = textOf(node);
    expect(text.length).toBeGreaterThan(40);
    expect(text).not.toMatch(NOT_YET);
  });

  it('the site description', () => {
    expect(SITE_DESCRIPTION).not.toMatch(NOT_YET);
    expect(SITE_DESCRIPTION).toMatch(/inquiry/);
  });
});
