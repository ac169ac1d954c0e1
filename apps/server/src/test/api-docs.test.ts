import { createTestApp, withTestApp } from './test-app.ts';

// docs/requirements/security.md#R-S6: the documentation maps every route for a prober, so production hides it unless asked.
describe('the API documentation', () => {
  it('answers 404 in production unless API_DOCS=on, and 200 with it (npm start sets it)', async () => {
    const hidden = await createTestApp({ NODE_ENV: 'production' });
    const shown = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
        expect((await hidden.app.inject({ url })).statusCode, url).toBe(404);
      }
      expect((await shown.app.inject({ url: '/api/docs/json' })).json().openapi).toMatch(/^3\./);
      expect((await shown.app.inject({ url: '/api/docs' })).statusCode).not.toBe(404);
    } finally {
      await hidden.close();
      await shown.close();
    }
  });

  it('is served outside production by default', async () => {
    await withTestApp({}, async (t) => {
      expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    });
  });
});
