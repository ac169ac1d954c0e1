import path from 'node:path';
import { repoRoot, runCheckJson, useTree } from './check.test-helpers.mjs';
import { missingParts } from './check-decisions.mjs';

// The decision-record rule of npm run lint (scripts/check-decisions.mjs): a record has a title, a Status line
// before its first section, and Context, Decision and Consequences sections.
const script = path.resolve(import.meta.dirname, 'check-decisions.mjs');

const whole = [
  '# 1. Sessions in the database',
  '',
  'Status: accepted',
  '',
  '## Context',
  'Why.',
  '## Decision',
  'What.',
  '## Consequences',
  'Then.',
  '',
].join('\n');

const tree = useTree('innkeep-decisions-', {
  'docs/decisions/0001-sessions.md': whole,
  'docs/decisions/0002-no-status.md': whole.replace('Status: accepted', ''),
  'docs/decisions/0003-status-late.md': `${whole.replace('Status: accepted', '')}\nStatus: accepted\n`,
  'docs/decisions/0004-lab-notebook.md': whole.replace('## Consequences', '## Measurements'),
  'docs/decisions/README.md': '# Not a record\n',
});

describe('the decision-record rule of npm run lint', () => {
  it('names what a record lacks', () => {
    expect(missingParts(whole)).toEqual([]);
    expect(missingParts('Notes\n## Decisions\n')).toEqual([
      'title',
      'status',
      'Context',
      'Decision',
      'Consequences',
    ]);
    expect(missingParts(whole.replace('## Decision\n', '## Decisions\n'))).toEqual(['Decision']);
    expect(missingParts(whole.replace('## Consequences', '## Consequences: why it was undone'))).toEqual([]);
  });

  it('reports each record that does not stand alone, and fails the run', async () => {
    const run = await runCheckJson(script, tree.dir);
    expect(run.code).toBe(1);
    expect(run.found).toEqual([
      { file: 'docs/decisions/0002-no-status.md', missing: ['status'] },
      { file: 'docs/decisions/0003-status-late.md', missing: ['status'] },
      { file: 'docs/decisions/0004-lab-notebook.md', missing: ['Consequences'] },
    ]);
  });

  it('passes on this repository', async () => {
    expect((await runCheckJson(script, repoRoot)).found).toEqual([]);
  });
});
