import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-plugins/precompress.ts';
import { stableMantineIds } from './vite-plugins/stable-mantine-ids.ts';

// In dev, Vite serves the SPA and forwards API, uploads and the dev mailbox to the Fastify server.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxied = { target: apiTarget, changeOrigin: true };

// react-router 7.18's package `exports` send every bundler to dist/development (warnings, dev checks, larger);
// a production build takes its production build instead. Resolved through the package so a hoisted or nested
// install both work; `npm run bench -- bundle` shows the difference.
const require = createRequire(import.meta.url);
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// `zod` is zod with `jitless` set, for the CSP (src/lib/zod-in-browser.ts, which imports `zod/v4` itself).
const zodInBrowser = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('src/lib/zod-in-browser.ts', import.meta.url)),
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  resolve: {
    alias: [
      zodInBrowser,
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // `vite build --ssr` builds src/entry-server.tsx for the API server (decision record 0017): one file with its
  // dependencies inside, so Node needs nothing from node_modules to render a page.
  ssr: { noExternal: true },
  plugins: [stableMantineIds(), react(), ...(isSsrBuild ? [] : browserOnlyPlugins())],
  server: {
    proxy: { '/api': proxied, '/uploads': proxied, '/dev': proxied },
  },
  build: {
    sourcemap: false,
    // The server-rendering bundle needs no icons or favicon of its own.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: which CSS and chunks a page needs, for the server to link them in its HTML.
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    // Each dynamic import carries the list of chunks to preload with it (`__vite__mapDeps`). The app's start chunk
    // imports every page and layout, and their lists were about 4 KB gzip of it, on every page, where a
    // server-rendered page has its modules preloaded by the server already (public/start-app.js). Those go; the
    // browser finds a page's chunks from its imports when the visitor navigates to it (a round trip per level of
    // imports). Stylesheets stay listed (a page's CSS must be there before it renders), and so do the lists of
    // every other chunk (the home page's parts, for instance). Decision record 0019.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)start-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    rolldownOptions: {
      // A schema is built by a chain of calls on zod (`z.string().trim().min(1)`), which a bundler cannot tell
      // is free of side effects, so every schema of a contract module a page imports was kept and built at
      // load, used or not (the biggest part of evaluating the app's modules on a phone). Declared pure, the
      // unused ones are dropped.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // What every page runs (React, the router, the query cache) in three files instead of a dozen shared
        // slivers; Mantine's components and the icons stay split, so a page loads only the ones it uses. (The icons
        // were one chunk of every icon of the app, 5 KB gzip on every page, where a page shows a few: decision 0019.)
        codeSplitting: {
          groups: [
            // React, the router and the query cache in chunks of their own: public/start-app.js evaluates one a
            // task, so the 105 KB (gzip) they were as one chunk is three shorter tasks on a phone (the stay page's
            // longest task, unthrottled: 64-87 ms as one, 60 ms as three).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'query',
              // Mutations are not: only the pages and parts with a form use them (a text-only page has none).
              test: (id: string) =>
                /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/.test(id) &&
                !/[\\/](useMutation|mutationObserver)\.js$/.test(id),
            },
            // Vite's helper for dynamic imports lands in the entry by default, and every chunk with a dynamic
            // import then imports the entry: evaluating the app's first chunk ran the entry, which starts the app
            // before public/start-app.js had evaluated the rest one task at a time.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
          ],
        },
      },
    },
  },
}));

/** The offline worker and the precompressed copies belong to the browser build only. */
function browserOnlyPlugins() {
  return [
    // Offline caching (docs/requirements/wire.md#R-W12): the app shell is precached; stays, home listings and blogs a guest has seen
    // open from cache when the network is slow or gone, and their photos are kept for a month.
    VitePWA({
      registerType: 'autoUpdate',
      // The app registers the worker itself once it has started (src/lib/offline-worker.ts).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Innkeep — stays and rentals',
        short_name: 'Innkeep',
        description: 'Find a stay, or list and manage your rental property.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f7a3a',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/dev\//],
        runtimeCaching: [
          {
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/api/stays/') ||
              url.pathname === '/api/search/home-listings' ||
              url.pathname.startsWith('/api/blogs'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'guest-api',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'uploads',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    precompress(),
  ];
}
