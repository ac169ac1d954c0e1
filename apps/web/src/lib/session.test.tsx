import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../test-replies.ts';
import { clearSession, setSession, useSession } from './session.ts';

const maria = sessionUser({ first_name: 'Maria' });

let renders = 0;
function Who() {
  renders++;
  const { user } = useSession();
  return <p>{user ? `Hello ${user.first_name}` : 'Sign in'}</p>;
}

describe('the session on a server-rendered page', () => {
  afterEach(() => clearSession());

  it("hydrates a visitor's page without rendering it again", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Who />);
    renders = 0;
    await act(async () => void hydrateRoot(container, <Who />));
    expect(container.textContent).toBe('Sign in');
    // A second render would mean the browser's snapshot differs from the server's.
    expect(renders).toBe(1);
  });

  it('shows a signed-in user once the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Who />);
    setSession('token-1', maria);
    await act(async () => void hydrateRoot(container, <Who />));
    expect(container.textContent).toBe('Hello Maria');
  });
});
