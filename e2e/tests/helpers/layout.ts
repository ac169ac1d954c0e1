import type { Page } from '@playwright/test';

/** How far the page scrolls sideways past the window, in px: 0 or less when nothing spills out. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
