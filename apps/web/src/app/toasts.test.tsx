import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../lib/notifications.ts';
import { Providers } from './providers.tsx';

const src = path.resolve(import.meta.dirname, '..');
/** The app's source files (not its tests), as app/mantine-styles.test.ts lists them. */
const sources = () =>
  (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(src, file));

describe('toasts', () => {
  it('mount their container with the first toast and show it', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    // The container's code is loaded by now (another test may have loaded it first): none is mounted all the same.
    await act(async () => void (await import('@mantine/notifications')));
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => void notifications.show({ message: 'Listing saved.' }));
    expect(await screen.findByText('Listing saved.')).toBeInTheDocument();
  });

  it("are shown through lib/notifications.ts only: Mantine's own would wait for a container never mounted", () => {
    const direct = sources().filter(
      (file) =>
        !file.endsWith(path.join('lib', 'notifications.ts')) &&
        /import \{[^}]*\bnotifications\b[^}]*\} from '@mantine\/notifications'/.test(
          readFileSync(file, 'utf8'),
        ),
    );
    expect(direct.map((file) => path.relative(src, file))).toEqual([]);
  });
});
