import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { makeAdmin } from './users.service.ts';

const t = useTestApp();

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('makeAdmin (npm run create-admin)', () => {
  it('promotes an existing host, keeping the password', async () => {
    const host = await createUser(t.db, { password: 'host-pass-1' });
    const result = await makeAdmin(t.db, { email: host.email });
    expect(result).toMatchObject({ created: false, user: { id: host.id, is_admin: true } });
    expect((await login(host.email, 'host-pass-1')).json().user.is_admin).toBe(true);
  });

  it('creates an admin with a generated password that works once shown', async () => {
    const result = await makeAdmin(t.db, { email: 'root@example.com' });
    expect(result.created).toBe(true);
    expect(result.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    const res = await login('root@example.com', result.generatedPassword ?? '');
    expect(res.json().user).toMatchObject({ email: 'root@example.com', is_admin: true, first_name: 'Admin' });
  });

  it('creates an admin with the given password and names', async () => {
    await makeAdmin(t.db, {
      email: 'chief@example.com',
      password: 'chief-pass-1',
      firstName: 'Rui',
      lastName: 'Lopes',
    });
    const res = await login('chief@example.com', 'chief-pass-1');
    expect(res.json().user).toMatchObject({ first_name: 'Rui', last_name: 'Lopes', is_admin: true });
  });
});
