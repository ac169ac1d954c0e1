import path from 'node:path';
import { runCheckJson, useTree } from './check.test-helpers.mjs';

// The import rules (.dependency-cruiser.cjs) run by `npm run lint`, on a small tree that crosses each boundary
// once beside imports that are allowed, and closes one import cycle: every crossing is reported, and nothing else.
const script = path.resolve(import.meta.dirname, 'check-imports.mjs');

const FILES = {
  // Web: features, app/, lib/, components/.
  'apps/web/src/features/alpha/a.ts': "import { b } from '../beta/b.ts';\nexport const a = b;\n",
  'apps/web/src/features/alpha/t.ts': "import type { B } from '../beta/b.ts';\nexport type T = B;\n",
  'apps/web/src/features/alpha/page.tsx':
    "import { r } from '../../app/r.ts';\nexport const Page = () => <div title={String(r)} />;\n",
  'apps/web/src/features/alpha/ok.tsx': [
    "import { s } from '../../lib/s.ts';",
    "import { K } from '../../components/k.tsx';",
    "import { a } from './a.ts';",
    'export const Ok = () => <K n={a + s} />;',
    '',
  ].join('\n'),
  'apps/web/src/features/beta/b.ts': 'export type B = number;\nexport const b = 1;\n',
  'apps/web/src/lib/s.ts': "import { b } from '../features/beta/b.ts';\nexport const s = b;\n",
  'apps/web/src/components/k.tsx': 'export const K = ({ n }: { n: number }) => <span>{n}</span>;\n',
  'apps/web/src/components/phone.tsx':
    "import { formatPhone } from '../../../../packages/contract/src/phone.ts';\nexport const p = formatPhone;\n",
  'packages/contract/src/phone.ts': 'export const formatPhone = 1;\n',
  'apps/web/src/app/r.ts': "import { b } from '../features/beta/b.ts';\nexport const r = b;\n",
  // Server: modules, their tests, adapters, db/, lib/, factories, seed.
  'apps/server/src/modules/one/one.service.ts': [
    "import * as repo from '../two/two.repository.ts';",
    "import * as two from '../two/two.service.ts';",
    "import { smtp } from '../../adapters/mail/mail.smtp.ts';",
    "import type { Port } from '../../adapters/mail/mail.port.ts';",
    'export const one = (p: Port) => [repo.x, two.y, smtp, p];',
    '',
  ].join('\n'),
  'apps/server/src/modules/one/one.routes.test.ts': [
    "import { helper } from '../two/two.test-helpers.ts';",
    "import { mapped } from '../two/two.mapper.ts';",
    "import { one } from './one.service.ts';",
    'export const all = [helper, mapped, one];',
    '',
  ].join('\n'),
  'apps/server/src/modules/two/two.repository.ts': 'export const x = 1;\n',
  'apps/server/src/modules/two/two.service.ts':
    "import { x } from './two.repository.ts';\nexport const y = x;\n",
  'apps/server/src/modules/two/two.mapper.ts': 'export const mapped = 1;\n',
  // A cycle inside one module, one side of it type-only: no-circular reports it once, from its first file.
  'apps/server/src/modules/two/two.apply.ts':
    "import type { Hook } from './two.hooks.ts';\nexport const apply = (h: Hook) => h;\n",
  'apps/server/src/modules/two/two.hooks.ts':
    "import { apply } from './two.apply.ts';\nexport type Hook = () => void;\nexport const wire = apply;\n",
  'apps/server/src/modules/two/two.test-helpers.ts': 'export const helper = 1;\n',
  'apps/server/src/adapters/mail/mail.port.ts': 'export type Port = { send(): void };\n',
  'apps/server/src/adapters/mail/mail.smtp.ts': 'export const smtp = 1;\n',
  'apps/server/src/db/client.ts':
    "import { y } from '../modules/two/two.service.ts';\nexport const db = y;\n",
  'apps/server/src/lib/l.ts': "import { f } from '../factories/f.ts';\nexport const l = f;\n",
  'apps/server/src/factories/f.ts': 'export const f = 1;\n',
  'apps/server/src/seed/seed.ts': "import { f } from '../factories/f.ts';\nexport const seed = f;\n",
};

const tree = useTree('innkeep-imports-', FILES);

describe('the import rules of npm run lint', () => {
  it('report each boundary crossed, type-only imports and JSX files included, and fail the run', async () => {
    const run = await runCheckJson(script, tree.dir);
    expect(run.code).toBe(1);
    const found = run.found.map((v) => `${v.rule}: ${v.from} -> ${v.to}`).sort();
    const web = 'apps/web/src';
    const server = 'apps/server/src';
    expect(found).toEqual(
      [
        `web-feature-to-other-feature: ${web}/features/alpha/a.ts -> ${web}/features/beta/b.ts`,
        `web-feature-to-other-feature: ${web}/features/alpha/t.ts -> ${web}/features/beta/b.ts`,
        `web-feature-to-app: ${web}/features/alpha/page.tsx -> ${web}/app/r.ts`,
        `web-shared-to-feature-or-app: ${web}/lib/s.ts -> ${web}/features/beta/b.ts`,
        `web-to-phone-metadata: ${web}/components/phone.tsx -> packages/contract/src/phone.ts`,
        `server-module-to-other-module-internals: ${server}/modules/one/one.service.ts -> ${server}/modules/two/two.repository.ts`,
        `server-module-test-to-other-module-internals: ${server}/modules/one/one.routes.test.ts -> ${server}/modules/two/two.mapper.ts`,
        `server-module-to-adapter: ${server}/modules/one/one.service.ts -> ${server}/adapters/mail/mail.smtp.ts`,
        `server-lower-layer-to-module-or-seed: ${server}/db/client.ts -> ${server}/modules/two/two.service.ts`,
        `server-production-to-factories: ${server}/lib/l.ts -> ${server}/factories/f.ts`,
        `no-circular: ${server}/modules/two/two.apply.ts -> ${server}/modules/two/two.hooks.ts`,
      ].sort(),
    );
  }, 120_000);
});
