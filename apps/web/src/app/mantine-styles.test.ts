/// <reference types="node" />
// Reads files from disk: Vitest turns CSS imports (even ?raw) into empty strings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const stylesDir = path.dirname(require.resolve('@mantine/core/styles.css'));
const read = (file: string) => readFileSync(file, 'utf8');
const src = path.join(__dirname, '..');

/** Every page's Mantine styles, and those the dashboard shell brings (host dashboard and admin area only). */
const EVERY_PAGE = path.join(__dirname, 'mantine-styles.ts');
const DASHBOARD = path.join(__dirname, 'layouts', 'dashboard-styles.ts');
/** Where a component with its styles in DASHBOARD may be used: what only the dashboard's and admin's routes load. */
const DASHBOARD_ONLY =
  /^(features\/(admin|automations|dashboard|listings|reservations|channels|calendar|payments|payouts|pricing-rules)\/|features\/conversations\/pages\/inbox-page\.tsx$|app\/layouts\/dashboard-shell\.tsx$)/;

const stylesIn = (file: string) =>
  [...read(file).matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1] as string);

/** Each Mantine component with a stylesheet of its own that a source file imports, with the file. */
function componentsUsed(): { name: string; file: string }[] {
  const files = (readdirSync(src, { recursive: true }) as string[]).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  const used: { name: string; file: string }[] = [];
  for (const file of files) {
    const text = read(path.join(src, file));
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of (m[1] as string).split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(' as ')[0]!
          .trim();
        if (name && existsSync(path.join(stylesDir, 'styles', `${name}.css`))) {
          used.push({ name, file: file.split(path.sep).join('/') });
        }
      }
    }
  }
  return used;
}

describe('Mantine styles imported per component', () => {
  it.each([EVERY_PAGE, DASHBOARD])(
    "come in Mantine's own order in %s, so equal-weight rules override as in the full stylesheet",
    (file) => {
      const full = read(path.join(stylesDir, 'styles.css'));
      const names = stylesIn(file);
      expect(names.length).toBeGreaterThan(0);
      const positions = names.map((name) => {
        const body = read(path.join(stylesDir, 'styles', `${name}.css`)).trim();
        expect(body.length, name).toBeGreaterThan(0);
        return full.indexOf(body.slice(0, 120));
      });
      expect(positions).not.toContain(-1);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    },
  );
});

describe('Every Mantine component the app uses', () => {
  it('has its stylesheet imported (else it renders unstyled)', () => {
    const imported = new Set([...stylesIn(EVERY_PAGE), ...stylesIn(DASHBOARD)]);
    expect(imported).toContain('UnstyledButton');
    const missing = componentsUsed().filter(({ name }) => !imported.has(name));
    expect(missing).toEqual([]);
  });

  it("has its stylesheet with the dashboard's only when no page outside the dashboard and admin uses it", () => {
    const dashboard = new Set(stylesIn(DASHBOARD));
    expect(dashboard).toContain('Table');
    expect(stylesIn(EVERY_PAGE).filter((name) => dashboard.has(name))).toEqual([]);
    const elsewhere = componentsUsed().filter(
      ({ name, file }) => dashboard.has(name) && !DASHBOARD_ONLY.test(file),
    );
    expect(elsewhere).toEqual([]);
  });
});
