import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, the headers cost more than compression saves (the server's on-the-fly threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, at the strongest levels (once per
 * build, not per request). The server sends them when the browser's Accept-Encoding allows
 * (@fastify/static `preCompressed`). Runs last, after the offline worker is generated, so it is compressed too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'innkeep-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!TEXT.test(file) || statSync(file).size < PRECOMPRESS_MIN_BYTES) continue;
          const body = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          );
        }
      },
    },
  };
}
