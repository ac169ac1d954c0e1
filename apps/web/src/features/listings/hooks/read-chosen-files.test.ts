import { describe, expect, it } from 'vitest';
import { sortChosenFiles } from './read-chosen-files.ts';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);
const pass = async () => null;

describe('sortChosenFiles', () => {
  it('refuses a file with the same name and size as one the form holds, with one message naming them', async () => {
    const result = await sortChosenFiles(
      [file('a.png', 10), file('b.png', 10), file('a.png', 11)],
      [
        { name: 'a.png', size: 10 },
        { name: 'b.png', size: 10 },
      ],
      pass,
      'New upload contains files that already exist.',
    );
    expect(result.accepted.map((f) => `${f.name}:${f.size}`)).toEqual(['a.png:11']);
    expect(result.messages).toEqual([
      'New upload contains files that already exist. Not added again: a.png, b.png.',
    ]);
  });

  it('refuses a duplicate inside the same pick', async () => {
    const result = await sortChosenFiles([file('x.pdf', 5), file('x.pdf', 5)], [], pass, 'dup');
    expect(result.accepted).toHaveLength(1);
    expect(result.messages).toEqual(['dup Not added again: x.pdf.']);
  });

  it("keeps each check's message in the order the files were chosen", async () => {
    const check = async (f: File) => (f.name.startsWith('bad') ? `${f.name}: nope` : null);
    const result = await sortChosenFiles(
      [file('bad-1', 1), file('ok', 1), file('bad-2', 1)],
      [],
      check,
      'dup',
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['ok']);
    expect(result.messages).toEqual(['bad-1: nope', 'bad-2: nope']);
  });
});
