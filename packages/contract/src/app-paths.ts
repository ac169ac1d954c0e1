/**
 * Every path the web app has a page for, written as in its route table (apps/web/src/app/routes.tsx, kept
 * equal to this list by apps/web/src/app/app-paths.test.ts). The server answers 404 for any other path, so a
 * search engine never indexes the "We can't find that page" screen as a page (a soft 404).
 */
export const APP_PATHS = [
  '/',
  '/sign_in',
  '/sign_up',
  '/forgot_password',
  '/check',
  '/reset-password',
  '/confirm-email',
  '/contact_us',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/about_us',
  '/listing_calendar',
  '/stays/:id',
  '/blogs',
  '/blogs/:id',
  '/blog_item',
  '/category_listings',
  '/category/:slug',
  '/reservation/:unique_hash?',
  '/reservation/:unique_hash/deposit-claim',
  '/find-booking',
  '/book_now',
  '/privacy_policy',
  '/terms_of_use',
  '/cookie_policy',
  '/404',
  '/team/accept',
  '/dashboard',
  '/listings',
  '/drafts',
  '/listing_details/:id',
  '/create_listing',
  '/edit_listing/:id',
  '/integrations',
  '/integrations/onboarding',
  '/payment',
  '/reservations',
  '/inbox',
  '/automations',
  '/payouts',
  '/calendar',
  '/calendar/month',
  '/channel_manager',
  '/team',
  '/tasks',
  '/user',
  '/admin',
  '/admin/blogs',
  '/admin/reviews',
  '/admin/subscribes',
  '/admin/contacts',
  '/admin/blocked',
  '/admin/deposit-claims',
  '/admin/mail',
  '/admin/user',
  '/admin/tags',
] as const;

export type AppPath = (typeof APP_PATHS)[number];

/** The not-found page itself: the client sends unknown paths there, and it answers 404 like them. */
export const NOT_FOUND_PATH = '/404';

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether one route pattern matches a path, as React Router matches it (`:name`, `:name?`, any case). */
function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  const required = want.filter((s) => !s.endsWith('?')).length;
  if (got.length < required || got.length > want.length) return false;
  return got.every((segment, i) => {
    const part = want[i] as string;
    return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
  });
}

/** Whether the web app has a page at this path (no query string; trailing slashes ignored). */
export const isAppPath = (path: string): boolean => APP_PATHS.some((pattern) => matches(pattern, path));
