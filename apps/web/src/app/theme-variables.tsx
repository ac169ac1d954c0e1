import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { accessibleColorVariables } from './accessible-colors.ts';
import { theme } from './theme.ts';

// Mantine's default dimmed and placeholder greys are 3.3:1 and 2:1 on white; gray.7 keeps secondary text and
// the search bar's "Add date" (a button's text, which contrast rules count) readable (AA).
// Mantine's light badges, outline and filled colours are below AA for most palettes (the status badges'
// orange, teal, red...): each palette's shade is deepened just enough, the hue kept (accessible-colors.ts).
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...Object.assign(
      {},
      ...Object.entries(t.colors).map(([name, shades]) =>
        accessibleColorVariables(
          name,
          shades,
          typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade.light,
        ),
      ),
    ),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});

/**
 * The CSS MantineProvider would write into every page for this theme (its variables and its global classes),
 * as a stylesheet: theme-variables.css, imported with Mantine's own styles. Rendered by Mantine itself, so it
 * is exactly what the provider writes; the provider then writes none (providers.tsx): computing it took a
 * phone tens of ms in one step of every hydration and put 10 KB of style into every page.
 * `npm run theme-css -w @innkeep/web` writes the file; theme-variables.test.ts fails when it is out of date.
 */
export function themeCss(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>,
  );
  const styles = [
    ...html.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([\s\S]*?)<\/style>/g),
  ];
  if (styles.length !== 2)
    throw new Error(`MantineProvider wrote ${styles.length} style tags, not the 2 expected`);
  const body = styles.map((m) => (m[1] as string).trim()).join('\n');
  return `/* Written by \`npm run theme-css -w @innkeep/web\` from app/theme.ts (app/theme-variables.tsx): do not edit. */\n${body}\n`;
}
