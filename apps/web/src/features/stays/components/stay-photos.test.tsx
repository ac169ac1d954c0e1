import type { StayImage } from '@innkeep/contract/search';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { StayPhotos } from './stay-photos.tsx';

const photo = (n: number, caption: string | null): StayImage => ({
  url: `/uploads/p${n}.webp`,
  srcset: '',
  width: 1600,
  height: 1067,
  caption,
});

describe('StayPhotos', () => {
  it("names each photo by its host's caption for this site, else by the stay", () => {
    renderWithProviders(
      <StayPhotos images={[photo(1, 'The living room at noon'), photo(2, null)]} name="Harbour flat" />,
    );
    expect(screen.getByAltText('The living room at noon, photo 1 of 2')).toBeInTheDocument();
    expect(screen.getByAltText('Harbour flat, photo 2 of 2')).toBeInTheDocument();
  });
});
