import type { App } from '../../app.ts';

/** `GET /metrics` as a scraper sends it, with a bearer token (the app's METRICS_TOKEN, or a wrong one). */
export const scrapeMetrics = (app: App, token: string) =>
  app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
