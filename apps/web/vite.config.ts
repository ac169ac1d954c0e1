import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In dev, Vite serves the SPA and forwards API, uploads and the dev mailbox to the Fastify server.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxied = { target: apiTarget, changeOrigin: true };

export default defineConfig({
  plugins: [
    react(),
    // Offline caching (spec 1): the app shell is precached; stays, home listings and blogs a guest has seen
    // open from cache when the network is slow or gone, and their photos are kept for a month.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
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
  ],
  server: {
    proxy: { '/api': proxied, '/uploads': proxied, '/dev': proxied },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
