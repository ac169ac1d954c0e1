import { operationKey } from '@innkeep/api-client/query-keys';
import { isAppPath, NOT_FOUND_PATH } from '@innkeep/contract/app-paths';
import { type Blog, Blog as BlogSchema } from '@innkeep/contract/content';
import { formatPrice } from '@innkeep/contract/money';
import {
  categoryPage,
  fullTitle,
  guestCapacity,
  pageDescription,
  parseUrlId,
  STATIC_PAGES,
  stayDescription,
  stayPhotoSizes,
} from '@innkeep/contract/page-meta';
import { type PublicListing, PublicListing as PublicListingSchema } from '@innkeep/contract/search';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import * as content from '../content/content.service.ts';
import * as listings from '../listings/listings.service.ts';
import * as search from '../search/search.service.ts';
import * as stays from '../stays/stays.service.ts';
import { escapeHtml, type RenderedPage } from './spa.html.ts';
import { listingTag } from './spa.tags.ts';

type Deps = Pick<AppDeps, 'env' | 'db' | 'storage'>;

const notFoundPage = (deps: Deps, path: string, title: string): RenderedPage => ({
  status: 404,
  head: {
    title: fullTitle(title),
    description: pageDescription(null),
    canonical: `${deps.env.publicBaseUrl}${path}`,
  },
});

/** A failed lookup of a public page's data: unknown and unpublished ids are a 404 page, the rest is thrown. */
async function orNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function stayPage(deps: Deps, stay: PublicListing): RenderedPage {
  const base = deps.env.publicBaseUrl;
  const url = `${base}/stays/${stay.id}`;
  const photos = stay.images.map((image) => `${base}${image.url}`);
  const description = stayDescription(stay);
  const price = formatPrice(stay.price, stay.currency_code);
  const where = stay.public_address || [stay.city, stay.country].filter(Boolean).join(', ');
  const cover = stay.images[0];
  return {
    status: 200,
    head: {
      title: fullTitle(stay.external_listing_name),
      description,
      canonical: url,
      image: photos[0],
      preloadImage: cover && {
        href: cover.url,
        srcset: cover.srcset,
        sizes: stayPhotoSizes(stay.images.length),
      },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'LodgingBusiness',
          name: stay.external_listing_name,
          description: stay.description ?? description,
          url,
          ...(photos.length ? { image: photos } : {}),
          address: {
            '@type': 'PostalAddress',
            ...(stay.city ? { addressLocality: stay.city } : {}),
            ...(stay.country ? { addressCountry: stay.country } : {}),
          },
          makesOffer: {
            '@type': 'Offer',
            url,
            price: stay.price.toFixed(2),
            priceCurrency: stay.currency_code,
            availability: 'https://schema.org/InStock',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: stay.price.toFixed(2),
              priceCurrency: stay.currency_code,
              unitText: 'night',
            },
          },
        },
      ],
    },
    noscript: [
      `<h1>${escapeHtml(stay.external_listing_name)}</h1>`,
      where ? `<p>${escapeHtml(where)}</p>` : '',
      `<p>${escapeHtml(price)} per night · ${escapeHtml(guestCapacity(stay.person_capacity ?? 1))}</p>`,
      stay.description ? `<p>${escapeHtml(stay.description)}</p>` : '',
      ...stay.images.map(
        (image, i) =>
          `<img src="${escapeHtml(image.url)}" width="${image.width}" height="${image.height}" alt="${escapeHtml(`${stay.external_listing_name}, photo ${i + 1} of ${stay.images.length}`)}" />`,
      ),
    ].join(''),
    // The key the web's stay query reads (apps/web/src/api/stays.ts): the page hydrates without asking again.
    preload: [{ queryKey: operationKey('getStay', stay.id), data: stay }],
  };
}

function blogPage(deps: Deps, blog: Blog): RenderedPage {
  const base = deps.env.publicBaseUrl;
  const url = `${base}/blogs/${blog.id}`;
  const image =
    blog.image_kind === 'image' && blog.image_url ? new URL(blog.image_url, base).href : undefined;
  return {
    status: 200,
    head: {
      title: fullTitle(blog.title),
      description: pageDescription(blog.short_description),
      canonical: url,
      image,
      ogType: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: blog.title,
          description: blog.short_description,
          datePublished: blog.created_at,
          url,
          ...(image ? { image } : {}),
        },
      ],
    },
    noscript: `<h1>${escapeHtml(blog.title)}</h1><p>${escapeHtml(blog.short_description)}</p><div>${escapeHtml(blog.long_description)}</div>`,
  };
}

/**
 * The head (and no-script text) of a public page, or null for the pages that keep index.html as it is (the
 * dashboard, the admin area, sign-in and the other pages no search engine should list). A path the web app
 * has no page for is a 404 page, so crawlers do not index the app's "We can't find that page" as a page.
 */
export async function renderPublicPage(deps: Deps, path: string): Promise<RenderedPage | null> {
  const base = deps.env.publicBaseUrl;
  const [, section, param, ...rest] = path.split('/');
  if (section === 'stays' && param !== undefined && rest.length === 0) {
    const id = parseUrlId(param);
    const stay = id && (await orNotFound(stays.getPublicListing(deps, id)));
    // A stay not found yet is found once its listing is published: both follow the listing.
    const tags = id ? [listingTag(id)] : [];
    return {
      ...(stay
        ? stayPage(deps, PublicListingSchema.parse(stay))
        : notFoundPage(deps, path, 'Stay not found')),
      tags,
    };
  }
  if (section === 'blogs' && param !== undefined && rest.length === 0) {
    const id = parseUrlId(param);
    const blog = id && (await orNotFound(content.getBlog(deps, id)));
    return {
      ...(blog ? blogPage(deps, BlogSchema.parse(blog)) : notFoundPage(deps, path, 'Blog post not found')),
      tags: ['blog'],
    };
  }
  if (section === 'category' && param !== undefined && rest.length === 0) {
    const found = await orNotFound(search.byCategory(deps, param, { page: 1, per_page: 1 }));
    if (!found) return { ...notFoundPage(deps, path, 'Category not found'), tags: ['lookups'] };
    const text = categoryPage(found.category.name);
    return {
      status: 200,
      tags: ['listings', 'lookups'],
      head: {
        title: fullTitle(text.title),
        description: pageDescription(text.description),
        canonical: `${base}/category/${encodeURIComponent(found.category.slug)}`,
      },
    };
  }
  const page = STATIC_PAGES[path as keyof typeof STATIC_PAGES];
  if (!page) {
    return isAppPath(path) && path !== NOT_FOUND_PATH ? null : notFoundPage(deps, path, 'Page not found');
  }
  return {
    status: 200,
    head: {
      title: fullTitle(page.title),
      description: pageDescription(page.description),
      canonical: `${base}${path}`,
      jsonLd:
        path === '/'
          ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Innkeep', url: `${base}/` }]
          : [],
    },
  };
}

/** `/sitemap.xml`: the static public pages, every bookable listing and every blog post. */
export async function sitemap(deps: Deps): Promise<string> {
  const base = deps.env.publicBaseUrl;
  const [ids, blogs] = await Promise.all([listings.bookableIds(deps.db), content.listBlogs(deps)]);
  const entry = (path: string, lastmod?: Date | string) =>
    `<url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    ...Object.keys(STATIC_PAGES).map((path) => entry(path)),
    ...ids.map((row) => entry(`/stays/${row.id}`, row.updatedAt)),
    ...blogs.map((blog) => entry(`/blogs/${blog.id}`, blog.created_at)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/robots.txt`: the guest site is open to crawlers; the API, the dashboard and the admin area are not. */
export function robots(deps: Deps): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin',
    'Disallow: /reservation',
    'Disallow: /book_now',
    `Sitemap: ${deps.env.publicBaseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
