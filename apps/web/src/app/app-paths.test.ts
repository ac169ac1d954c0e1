import { APP_PATHS } from '@innkeep/contract/app-paths';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

// The server answers 404 for any path outside APP_PATHS: a page added here but not there would answer 404.
describe('the paths the server knows are the route table', () => {
  it('lists every route of routes.tsx, and nothing else', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...APP_PATHS].sort());
  });
});
