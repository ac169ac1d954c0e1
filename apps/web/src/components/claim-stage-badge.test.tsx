import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-render.tsx';
import { ClaimStageBadge } from './claim-stage-badge.tsx';

describe('ClaimStageBadge', () => {
  it('colours a stage by what it means: a rejected claim is not shown as good news', () => {
    renderWithProviders(
      <>
        <ClaimStageBadge stage="rejected" />
        <ClaimStageBadge stage="charged" />
        <ClaimStageBadge stage="failed" />
      </>,
    );
    const colour = (label: string) =>
      (screen.getByText(label).closest('.mantine-Badge-root') as HTMLElement).style.getPropertyValue(
        '--badge-color',
      );
    expect(colour('Rejected')).toContain('gray');
    expect(colour('Charged')).toContain('teal');
    expect(colour('Not charged')).toContain('red');
  });
});
