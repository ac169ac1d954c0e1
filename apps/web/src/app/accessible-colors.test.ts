import { DEFAULT_THEME } from '@mantine/core';
import { accessibleColorVariables, contrastRatio, darkenToContrast } from './accessible-colors.ts';

describe('accessible colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's teal light badge: the one axe reported at 4.32 (rounded down) on /admin/subscribes.
    expect(contrastRatio('#087f5b', '#c3fae8')).toBeCloseTo(4.33, 2);
  });

  it('leaves a colour that already passes alone', () => {
    expect(darkenToContrast('#1f7a3a', '#ffffff')).toBe('#1f7a3a');
  });

  it('brings every palette to AA for light badges, outline and filled buttons', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const vars = accessibleColorVariables(name, shades, 7);
      expect(
        contrastRatio(vars[`--mantine-color-${name}-light-color`] as string, shades[1]),
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(vars[`--mantine-color-${name}-outline`] as string, '#ffffff'),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the hue: the darker orange is still orange', () => {
    const vars = accessibleColorVariables('orange', DEFAULT_THEME.colors.orange, 7);
    const { r, g, b } = rgb(vars['--mantine-color-orange-light-color'] as string);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });
});

function rgb(css: string) {
  const m = css.match(/\d+/g)?.map(Number) ?? [];
  return { r: m[0] ?? 0, g: m[1] ?? 0, b: m[2] ?? 0 };
}
