import { rmSync } from 'node:fs';

/** Removes the temporary data directory the e2e server ran on. */
export default function globalTeardown(): void {
  const dir = process.env.INNKEEP_E2E_DATA_DIR;
  if (dir?.includes('innkeep-e2e-')) rmSync(dir, { recursive: true, force: true });
}
