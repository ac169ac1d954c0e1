import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test-render.tsx';
import { LAZY_LAYOUT, renderApp } from '../render-app.test-helpers.tsx';

stubFetch();

describe('the guest site frame', () => {
  it('keeps the footer beside the main content, where it is the page’s contentinfo landmark', async () => {
    renderApp('/404');
    await screen.findByRole('heading', { name: "We can't find that page" }, LAZY_LAYOUT);
    const footer = await screen.findByRole('contentinfo', {}, LAZY_LAYOUT);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: "We can't find that page" }));
    expect(main).not.toContainElement(footer);
    expect(footer).toContainElement(screen.getByRole('navigation', { name: 'Footer' }));
  });
});
