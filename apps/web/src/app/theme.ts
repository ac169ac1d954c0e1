import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deeper green than Mantine's default so white text on filled buttons passes WCAG AA (shade 7: 5.4:1).
const brand: MantineColorsTuple = [
  '#e9f8ee',
  '#d4efdc',
  '#a8deb8',
  '#78cc91',
  '#50bc70',
  '#37b25b',
  '#2a9d4c',
  '#1f7a3a',
  '#1a6a32',
  '#135227',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
});
