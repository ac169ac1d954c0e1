/// <reference types="node" />
// Reads files from disk: Vitest turns CSS imports (even ?raw) into empty strings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const stylesDir = path.dirname(require.resolve('@mantine/core/styles.css'));
const read = (file: string) => readFileSync(file, 'utf8');

describe('Mantine styles imported per component', () => {
  it("come in Mantine's own order, so equal-weight rules override as in the full stylesheet", () => {
    const full = read(path.join(stylesDir, 'styles.css'));
    const source = read(path.join(__dirname, 'mantine-styles.ts'));
    const names = [...source.matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1] as string);
    expect(names).toContain('UnstyledButton');
    const positions = names.map((name) => {
      const body = read(path.join(stylesDir, 'styles', `${name}.css`)).trim();
      expect(body.length, name).toBeGreaterThan(0);
      return full.indexOf(body.slice(0, 120));
    });
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('Every Mantine component the app uses', () => {
  it('has its stylesheet imported (else it renders unstyled)', () => {
    const imported = new Set(
      [
        ...read(path.join(__dirname, 'mantine-styles.ts')).matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g),
      ].map((m) => m[1]),
    );
    const src = path.join(__dirname, '..');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    const missing = new Set<string>();
    for (const file of files) {
      const text = read(path.join(src, file));
      for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
        for (const part of (m[1] as string).split(',')) {
          const name = part
            .replace(/^\s*type\s+/, '')
            .split(' as ')[0]!
            .trim();
          if (name && existsSync(path.join(stylesDir, 'styles', `${name}.css`)) && !imported.has(name)) {
            missing.add(`${name} (${file})`);
          }
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
