/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-variables.tsx';

describe('the theme stylesheet', () => {
  it('is what MantineProvider writes for app/theme.ts (else: npm run theme-css -w @innkeep/web)', () => {
    const file = readFileSync(path.join(__dirname, 'theme-variables.css'), 'utf8');
    expect(file).toBe(themeCss());
  });

  it('holds the accessible shades and the global classes', () => {
    const css = themeCss();
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(css).toContain('--mantine-color-orange-light-color: rgba(184, 61, 13, 1)');
    expect(css).toContain('.mantine-hidden-from-');
  });
});
