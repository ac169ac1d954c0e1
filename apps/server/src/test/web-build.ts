import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type EnvOverrides, settings, type TestApp, useTestApp, useTestApps } from './test-app.ts';

/** An index.html with what the server fills in for each page: the title, the description, the root element. */
export const GENERIC_INDEX = `<!doctype html><html lang="en"><head><title>Generic</title>
<meta name="description" content="Generic." /></head><body><div id="root"></div></body></html>`;

/**
 * An index.html laid out as the web app's build writes it (apps/web/index.html): `head`, lines indented as they
 * stand there, inside <head>; the noscript notice and the empty #root in <body>.
 */
export const indexHtml = (head: string) => `<!doctype html>
<html lang="en">
  <head>
${head}
  </head>
  <body>
    <noscript>Innkeep needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

/** A page as a crawler gets it: no script runs. */
export async function pageOf(t: TestApp, url: string) {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.body, headers: res.headers };
}

/**
 * The server answered `url` with `status` and the page the browser renders: named by its route's title, with an
 * empty #root for the app to fill.
 */
export function expectBrowserPage(
  page: { status: number; body: string },
  url: string,
  status: number,
  title: string,
) {
  expect(page.status, url).toBe(status);
  expect(page.body, url).toContain(`<title>${title} · Innkeep</title>`);
  expect(page.body, url).toContain('<div id="root"></div>');
}

export interface WebBuildFiles {
  /** The build's index.html, when the test is about what it holds. */
  index?: string;
  /** The server-rendering bundle (dist-ssr/entry-server.js, beside the build); none: the server cannot render. */
  renderer?: string;
  /** More files of the build by their path in it, e.g. `.vite/manifest.json` or `assets/index-1.js`. */
  files?: Record<string, string | Uint8Array>;
}

export interface WebBuild {
  /** The build's folder, for WEB_DIST_DIR. */
  dist: string;
}

/**
 * A stand-in for the web app's build, in a temporary folder of its own (the server looks for the rendering
 * bundle beside the build, so none may be left there by another test): written before the file's tests, removed
 * after them. Call it before the app that serves it; read `dist` in hooks and tests only.
 */
export function useWebBuild({ index = GENERIC_INDEX, renderer, files = {} }: WebBuildFiles = {}): WebBuild {
  const handle = {} as WebBuild;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'innkeep-web-'));
    handle.dist = path.join(dir, 'dist');
    const written: Record<string, string | Uint8Array> = { 'dist/index.html': index };
    for (const [name, content] of Object.entries(files)) written[`dist/${name}`] = content;
    if (renderer !== undefined) written['dist-ssr/entry-server.js'] = renderer;
    for (const [name, content] of Object.entries(written)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), content);
    }
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return handle;
}

/** The settings that serve the build at https://stays.example, with the test's own (read once the build exists). */
const servingBuild = (web: WebBuild, env: EnvOverrides) => () => ({
  WEB_DIST_DIR: web.dist,
  PUBLIC_BASE_URL: 'https://stays.example',
  ...settings(env),
});

/** The test file's app serving a stand-in web build (`useWebBuild`, then `useTestApp` with `serveWeb`). */
export function useWebApp(files: WebBuildFiles = {}, env: EnvOverrides = {}): TestApp {
  return useTestApp(servingBuild(useWebBuild(files), env), { serveWeb: true });
}

/** `count` instances on one database serving one stand-in web build, as `useWebApp` serves it. */
export function useWebApps(count: number, files: WebBuildFiles = {}, env: EnvOverrides = {}) {
  return useTestApps(count, servingBuild(useWebBuild(files), env), { serveWeb: true });
}
