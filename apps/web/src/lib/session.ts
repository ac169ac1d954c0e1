import type { SessionUser } from '@innkeep/contract/auth';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string | null;
  user: SessionUser | null;
}

export const TOKEN_KEY = 'innkeep.token';
export const USER_KEY = 'innkeep.user';
const CHANGE_EVENT = 'innkeep:session';

/** Where the session lives: the browser's localStorage; nothing when the server renders a page. */
const store = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

function readUser(): SessionUser | null {
  const raw = store()?.getItem(USER_KEY) ?? null;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    // A hand-edited or truncated value must not break every page: treat it as signed out.
    return null;
  }
}

export function getToken(): string | null {
  return store()?.getItem(TOKEN_KEY) ?? null;
}

export function getUser(): SessionUser | null {
  return readUser();
}

/** A server-rendered page is a visitor's page: the browser hydrates it signed out, then shows the session. */
const SIGNED_OUT: Session = { token: null, user: null };

// useSyncExternalStore needs a stable snapshot: rebuild it only when the stored strings change.
let cached: { token: string | null; userRaw: string | null; session: Session } | null = null;

export function getSession(): Session {
  const token = store()?.getItem(TOKEN_KEY) ?? null;
  const userRaw = store()?.getItem(USER_KEY) ?? null;
  if (!cached || cached.token !== token || cached.userRaw !== userRaw) {
    // A visitor's session is the very object the server rendered with: hydration then has nothing to redo
    // (a different snapshot makes React re-render the whole page synchronously after hydrating it).
    const user = readUser();
    cached = { token, userRaw, session: token === null && user === null ? SIGNED_OUT : { token, user } };
  }
  return cached.session;
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// Set when the server ended the session under the user (a 401 after the retry), read by the sign-in page; per tab.
// Its value says whether a form that keeps a draft (lib/form-draft.ts) was open then.
const EXPIRED_KEY = 'innkeep.sessionExpired';
const EXPIRED_WITH_DRAFT = 'draft';

// Forms on screen that keep a draft: only those bring back what was typed after signing in again.
let draftForms = 0;

/** A form that keeps its draft is open until the returned function runs (`useFormDraft`). */
export function keepingDraft(): () => void {
  draftForms += 1;
  return () => {
    draftForms -= 1;
  };
}

/**
 * The session ended by itself (not by Log out): the sign-in page says so, and that unsaved work is kept when
 * a form that keeps a draft was open (other forms, such as the account page's, lose what was typed).
 */
export function clearExpiredSession(): void {
  try {
    sessionStorage.setItem(EXPIRED_KEY, draftForms > 0 ? EXPIRED_WITH_DRAFT : '1');
  } catch {
    // Storage refused (private mode quota): the sign-in page simply says nothing special.
  }
  clearSession();
}

const expiredMark = (): string | null =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(EXPIRED_KEY);

export function sessionExpired(): boolean {
  return expiredMark() !== null;
}

/** The session expired while a form that keeps a draft was open: what was typed comes back. */
export function draftKeptOnExpiry(): boolean {
  return expiredMark() === EXPIRED_WITH_DRAFT;
}

/** Stores what login/register returned. */
export function setSession(token: string, user: SessionUser): void {
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(EXPIRED_KEY);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Replaces the stored user (after the account page saves) and keeps the token. */
export function updateSessionUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

function subscribe(onChange: () => void): () => void {
  // `storage` fires for other tabs; our own event covers this tab.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const getServerSession = () => SIGNED_OUT;

/** The current session; re-renders on sign-in, sign-out and changes made in other tabs. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getServerSession);
}

/** Where a signed-in user's own area starts. */
export function homeOf(user: { is_admin: boolean } | null): string {
  if (!user) return '/sign_in';
  return user.is_admin ? '/admin' : '/dashboard';
}
