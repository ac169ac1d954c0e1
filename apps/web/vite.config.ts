import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In dev, Vite serves the SPA and forwards API, uploads and the dev mailbox to the Fastify server.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxied = { target: apiTarget, changeOrigin: true };

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': proxied, '/uploads': proxied, '/dev': proxied },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
