import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-render.tsx';
import { lazyPage, pageFile, preloadPage } from './lazy-page.tsx';

describe('lazyPage', () => {
  it('names each page by its source file, as the build manifest does', () => {
    expect(pageFile(lazyPage('app/not-found-page.tsx'))).toBe('src/app/not-found-page.tsx');
    expect(pageFile(lazyPage('features/content/pages/about-page.tsx'))).toBe(
      'src/features/content/pages/about-page.tsx',
    );
    expect(pageFile(<div />)).toBeUndefined();
  });

  it('refuses a path that is not a page module', () => {
    expect(() => lazyPage('features/content/pages/nope-page.tsx')).toThrow(/No page module/);
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const element = lazyPage('app/not-found-page.tsx');
    await preloadPage(element);
    renderWithProviders(<Suspense fallback={<p>loading</p>}>{element}</Suspense>, {
      route: '/',
      env: 'test',
    });
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
