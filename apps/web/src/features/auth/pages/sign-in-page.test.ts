import { sessionUser } from '../../../test-replies.ts';
import { landingFor, sameSitePath } from './sign-in-page.tsx';

const host = sessionUser({ is_admin: false });
const admin = sessionUser({ is_admin: true });

describe('landingFor (where sign-in goes)', () => {
  it('sends a host to /dashboard and an admin to /admin by default', () => {
    expect(landingFor(host, null)).toBe('/dashboard');
    expect(landingFor(admin, null)).toBe('/admin');
  });

  it('returns to the page the guard came from when it is in the user’s area', () => {
    expect(landingFor(host, '/listings?x=1')).toBe('/listings?x=1');
    expect(landingFor(admin, '/admin/blogs')).toBe('/admin/blogs');
  });

  it('ignores another area and other sites', () => {
    expect(landingFor(host, '/admin/blogs')).toBe('/dashboard');
    expect(landingFor(admin, '/listings')).toBe('/admin');
    expect(landingFor(host, '//evil.example/x')).toBe('/dashboard');
    expect(landingFor(host, 'https://evil.example')).toBe('/dashboard');
  });
});

describe('sameSitePath (the ?next= rule)', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(sameSitePath('/listings')).toBe('/listings');
    expect(sameSitePath('/listings/edit/3?tab=price#x')).toBe('/listings/edit/3?tab=price#x');
  });

  it.each([
    null,
    '',
    'listings',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
  ])('refuses %j', (next) => {
    expect(sameSitePath(next)).toBeNull();
  });
});
