import { nodeNotice } from './node-version.mjs';

describe('the Node versions npm start accepts without a notice', () => {
  it('says nothing on 22.12+, 23 and 24+', () => {
    for (const v of ['22.12.0', '22.20.1', '23.3.0', '24.0.0', '26.1.0']) expect(nodeNotice(v)).toBeNull();
  });
  it('names the version and what to install on Node 20 and early 22, and goes on', () => {
    expect(nodeNotice('20.20.2')).toMatch(
      /Node 20\.20\.2 is not supported .* install Node 24 or 22\.12\+\. Starting anyway/,
    );
    expect(nodeNotice('22.11.0')).toMatch(/not supported/);
  });
});
