import { darken, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// AA asks 4.5:1 for body text; a little above it keeps rounding in the browser from dropping under.
const TARGET = 4.6;

/** The colour darkened in small steps (the hue stays) until text in it, or white text on it, reaches AA. */
export function darkenToContrast(color: string, against: string, target = TARGET): string {
  let result = color;
  for (let amount = 0.05; contrastRatio(result, against) < target && amount < 1; amount += 0.05)
    result = darken(color, amount);
  return result;
}

/**
 * Mantine's light-scheme variables for one palette, changed only where text would fail AA: the light variant's
 * text (shade 9 on shade 1: the status badges), outline text on white, and white text on the filled colour. The
 * status colours (docs/requirements/wire.md#R-W8) stay the hue; only the shade deepens.
 */
export function accessibleColorVariables(name: string, shades: MantineColorsTuple, primaryShade: number) {
  const filled = darkenToContrast(shades[primaryShade] as string, '#ffffff');
  return {
    [`--mantine-color-${name}-light-color`]: darkenToContrast(shades[9], shades[1]),
    [`--mantine-color-${name}-outline`]: filled,
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
  };
}
