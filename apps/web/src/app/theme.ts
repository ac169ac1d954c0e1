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
  components: {
    // An icon-only close button is named for screen readers wherever Mantine draws one without a label (modal,
    // drawer, notification, alert headers): "Close" unless the caller names it better. A field's clear button
    // says "Clear" instead (docs/requirements/public.md#R-P6).
    // (Plain entries: `CloseButton.extend` types its defaults without the element's aria attributes.)
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    // Every select's, multi-select's and autocomplete's dropdown is placed `fixed`, not `absolute` in its portal at
    // the end of <body> (docs/requirements/host.md#R-H19). In Chromium's phone emulation (touch, mobile
    // viewport) opening an absolutely placed dropdown below the fold scrolled the page up, no script asking,
    // until its field was off-screen; the dropdown then hid itself with its detached field (Mantine's
    // `hideDetached`), so Bathroom type and Cancellation policy at the bottom of a listing tab never showed
    // their options. Fixed placement follows the field on scroll just the same.
    Combobox: { defaultProps: { floatingStrategy: 'fixed' } },
    InputClearButton: { defaultProps: { 'aria-label': 'Clear' } },
  },
});
