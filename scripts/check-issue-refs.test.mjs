import { execFileSync } from 'node:child_process';
import { findIssueRefs } from './check-issue-refs.mjs';

describe('the citation rule of npm run lint', () => {
  it('finds an issue number however it is written', () => {
    const text = [
      '// fine',
      '// (issue 28 item 8)',
      '/** Issue 9: ids */',
      'see issue#12',
      'x // Issue38',
      "describe('NUL bytes (item 4)'",
      '// ids (items 3, 12)',
    ].join('\n');
    expect(findIssueRefs(text).map((hit) => hit.line)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it("leaves a library's issue tracker URL and a rule's link alone", () => {
    const text = [
      '// https://github.com/vitest-dev/vitest/issues/1234',
      '// docs/requirements/money.md#R-M12',
      '// the tissue 3 of the page',
      '// the items in 3 lists',
    ].join('\n');
    expect(findIssueRefs(text)).toEqual([]);
  });

  it('passes on the repository as it is', () => {
    expect(() => execFileSync('node', ['scripts/check-issue-refs.mjs'], { encoding: 'utf8' })).not.toThrow();
  });
});
