import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { authMessages } from '@innkeep/contract/auth';
import { lintFromString, loadConfig, parseYaml } from '@redocly/openapi-core';
import { createUser } from '../factories/users.factory.ts';
import { useTestApp } from './test-app.ts';

// docs/requirements/operations.md#R-O13: the served document is a contract an outsider can build on. Redocly lints it, and a
// client generated from it (openapi-typescript) type-checks a program that calls three routes. No network:
// Redocly's own rules, the generator and the repository's TypeScript, all from node_modules.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const clientDir = path.join(root, 'packages/api-client');
const run = promisify(execFile);

let baseUrl: string;
let document: string;
const t = useTestApp();
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${baseUrl}/api/docs/json`);
  expect(res.status).toBe(200);
  document = await res.text();
});

interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
  operationId?: string;
  responses: Record<string, unknown>;
}
const operations = () =>
  Object.entries(JSON.parse(document).paths as Record<string, Record<string, Operation>>).flatMap(
    ([url, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
  );

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules, with warnings only of rules redocly.yaml justifies", async () => {
    const configPath = path.join(root, 'redocly.yaml');
    const config = await loadConfig({ configPath });
    const problems = await lintFromString({
      source: document,
      absoluteRef: path.join(root, 'openapi.json'),
      config,
    });
    const justified = parseYaml(await readFile(configPath, 'utf8')) as { rules: Record<string, string> };
    const allowed = new Set(Object.keys(justified.rules).filter((rule) => justified.rules[rule] === 'warn'));
    const shown = (p: (typeof problems)[number]) =>
      `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(shown)).toEqual([]);
    expect(problems.filter((p) => !allowed.has(p.ruleId)).map(shown)).toEqual([]);

    // "No client error" is true only of operations that take nothing and need no session.
    const byPointer = new Map(operations().map(({ key, op }) => [key, op]));
    for (const p of problems.filter((p) => p.ruleId === 'operation-4xx-response')) {
      const [, url, method] = /^#\/paths\/(.+)\/(\w+)\/responses$/.exec(p.location[0]?.pointer ?? '') ?? [];
      const key = `${method?.toUpperCase()} ${url?.replaceAll('~1', '/')}`;
      expect(byPointer.get(key), key).toMatchObject({ security: [] });
      expect(byPointer.get(key)?.parameters ?? [], key).toEqual([]);
      expect(byPointer.get(key)?.requestBody, key).toBeUndefined();
    }
  });

  it('names every operation with a unique operationId and says its security', () => {
    const ops = operations();
    expect(ops.filter(({ op }) => !op.operationId).map(({ key }) => key)).toEqual([]);
    expect(new Set(ops.map(({ op }) => op.operationId)).size).toBe(ops.length);
    expect(ops.filter(({ op }) => !Array.isArray(op.security)).map(({ key }) => key)).toEqual([]);
    const get = (key: string) => ops.find((o) => o.key === key)?.op;
    expect(get('GET /api/me')?.security).toEqual([{ bearer: [] }]);
    expect(get('GET /api/search')?.security).toEqual([]);
    // The guards' answers, with the one error envelope.
    expect(get('GET /api/me')?.responses['401']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(get('POST /api/login')?.responses).toHaveProperty('429');
    expect(get('GET /api/admin/tags')?.responses).toHaveProperty('403');
  });
});

describe('a client generated from it', () => {
  /** Generates the typed client into a fresh folder beside the program and type-checks both with tsc. */
  async function typeCheck(source: string): Promise<{ ok: boolean; output: string; dir: string }> {
    // Resolved from the api-client workspace, which holds the TypeScript 5 its generator needs.
    const generator = createRequire(path.join(clientDir, 'package.json')).resolve('openapi-typescript');
    const { default: openapiTS, astToString } = (await import(pathToFileURL(generator).href)) as {
      default: (schema: string) => Promise<unknown>;
      astToString: (ast: unknown) => string;
    };
    const dir = await mkdtemp(path.join(clientDir, '.check-'));
    await writeFile(path.join(dir, 'schema.ts'), astToString(await openapiTS(source)));
    await copyFile(path.join(clientDir, 'src/three-calls.ts'), path.join(dir, 'three-calls.ts'));
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../../tsconfig.base.json',
        compilerOptions: { composite: false, noEmit: true, lib: ['ES2023', 'DOM'], types: [] },
        files: ['three-calls.ts'],
      }),
    );
    // The repository's TypeScript, not the generator's.
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    try {
      const { stdout } = await run(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')]);
      return { ok: true, output: stdout, dir };
    } catch (err) {
      return { ok: false, output: String((err as { stdout?: string }).stdout ?? err), dir };
    }
  }

  it('type-checks a program calling three routes, and the program works against the server', async () => {
    const checked = await typeCheck(document);
    try {
      expect(checked.output).toBe('');
      expect(checked.ok).toBe(true);
      const user = await createUser(t.db, { firstName: 'Olga' });
      const { threeCalls } = (await import(pathToFileURL(path.join(checked.dir, 'three-calls.ts')).href)) as {
        threeCalls: (url: string, credentials: { email: string; password: string }) => Promise<unknown>;
      };
      expect(await threeCalls(baseUrl, { email: user.email, password: user.password })).toEqual({
        cardProvider: 'simulator',
        firstName: 'Olga',
        isAdmin: false,
        refusal: authMessages.invalidCredentials,
        mapTiles: t.env.MAP_TILE_URL,
      });
    } finally {
      await rm(checked.dir, { recursive: true, force: true });
    }
  });

  it('fails the check when a route drifts from the shapes the program uses', async () => {
    // GET /api/me renamed first_name: the program no longer compiles.
    const drifted = document.replaceAll('"first_name"', '"given_name"');
    const checked = await typeCheck(drifted);
    await rm(checked.dir, { recursive: true, force: true });
    expect(checked.ok).toBe(false);
    expect(checked.output).toMatch(/three-calls\.ts.*first_name/);
  });
});
