// biome.json's `overrides` give each web feature its own noRestrictedImports rule naming the other features,
// because Biome's patterns match the import text and cannot say "any feature but this one". This test keeps
// that list complete: a new feature folder without its rule would otherwise import freely.
const biomeFiles = import.meta.glob<{ overrides?: Override[] }>('../../../../biome.json', {
  eager: true,
  import: 'default',
});
const featureFiles = import.meta.glob('../features/*/**/*.{ts,tsx}');

interface Override {
  includes?: string[];
  linter?: {
    rules?: {
      style?: { noRestrictedImports?: { options?: { patterns?: { group?: string[] }[] } } };
    };
  };
}

const biome = Object.values(biomeFiles)[0];
const features = [...new Set(Object.keys(featureFiles).map((file) => file.split('/')[2] ?? ''))].sort();

function forbiddenFor(folder: string): string[] {
  const rule = biome?.overrides?.find((o) => o.includes?.includes(`apps/web/src/${folder}/**`));
  return (
    rule?.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.flatMap((p) => p.group ?? []) ?? []
  );
}

describe('web import boundaries in biome.json', () => {
  it('finds the features and the config', () => {
    expect(biome?.overrides).toBeDefined();
    expect(features).toContain('listings');
    expect(features.length).toBeGreaterThanOrEqual(6);
  });

  it.each(features)('features/%s may not import app/ or any other feature', (feature) => {
    const forbidden = forbiddenFor(`features/${feature}`);
    expect(forbidden).toEqual(expect.arrayContaining(['**/app/**', '**/features/**']));
    for (const other of features.filter((f) => f !== feature)) expect(forbidden).toContain(`**/${other}/**`);
    expect(forbidden).not.toContain(`**/${feature}/**`);
  });

  it.each(['lib', 'components'])('%s/ may not import app/ or a feature', (folder) => {
    expect(forbiddenFor(folder)).toEqual(expect.arrayContaining(['**/app/**', '**/features/**']));
  });
});
