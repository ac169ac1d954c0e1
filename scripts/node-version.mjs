// The Node versions Innkeep supports (package.json `engines`, decision 0078): 22.12+ and 24+. Node 20 reached its
// end of life on 2026-04-30 and packages in the tree (fastify's cookie, @fastify/static's content-disposition,
// Mantine's react-dropzone, dependency-cruiser) require 22; the server bundle still targets 20.19, so a machine
// that only has Node 20 runs `npm install && npm start` with warnings instead of failing.

/** Null on a supported Node, else the one line `npm start` prints before it goes on. */
export function nodeNotice(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  if (major >= 24 || (major === 22 && minor >= 12) || major === 23) return null;
  return (
    `[start] Node ${version} is not supported (Node 20 reached its end of life on 2026-04-30): install Node 24 ` +
    `or 22.12+. Starting anyway; npm's EBADENGINE warnings at install come from the same cause.`
  );
}
