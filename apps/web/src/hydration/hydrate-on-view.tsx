import {
  createContext,
  memo,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useState,
} from 'react';
import { getToken } from '../lib/session.ts';

/** How far ahead of the window a part starts to hydrate: a quarter of the window's height, up and down. */
const AHEAD = '25% 0px';
/** What a part waits for: to be near the window, or to be used (pointed at, or any input on the page). */
type Until = 'near' | 'used';
/**
 * The visitor's first input, a resize (a phone turned: the layout's media queries change) or a move in the
 * history (Back: the page updates) hydrates every part still waiting, before React handles the event.
 */
const START_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'resize', 'popstate'] as const;

interface WaitingPart {
  promise: Promise<void>;
  start: () => void;
  started: boolean;
  /** Makes again the clicks held while the part's code was coming (see waitFor). */
  release: () => void;
  /** Once the part is live: reports what was typed into it meanwhile, then makes its held clicks again. */
  live: () => void;
}
/** The parts of one app (one root): what waits, what each was given meanwhile, and whether waiting is over. */
interface Parts {
  waiting: Map<string, WaitingPart>;
  /** What each waiting part was given while it waited (its memo guard kept it from it), by id. */
  missed: Map<string, ReactNode>;
  /** After the first START_EVENTS event nothing waits any more, parts that reach hydration later included. */
  allStarted: boolean;
  listening: boolean;
}

const PartsContext = createContext<Parts | null>(null);

/** Around the app (app/providers.tsx): its parts' state lives with the app, so two renders never share it. */
export function HydrationParts({ children }: { children: ReactNode }) {
  const [parts] = useState<Parts>(() => ({
    waiting: new Map(),
    missed: new Map(),
    allStarted: false,
    listening: false,
  }));
  return <PartsContext value={parts}>{children}</PartsContext>;
}

/** From the first part that waits: the visitor's first input (START_EVENTS) starts every part. */
function listen(parts: Parts) {
  if (parts.listening) return;
  parts.listening = true;
  const startAll = () => {
    parts.allStarted = true;
    for (const part of parts.waiting.values()) part.start();
    for (const type of START_EVENTS) window.removeEventListener(type, startAll, true);
  };
  for (const type of START_EVENTS) window.addEventListener(type, startAll, { capture: true, passive: true });
}

/**
 * What the part under `id` waits for before it hydrates, or null when it renders at once: only server HTML
 * still in the page (the element with this id) waits. It waits to be near the window, or with `until` 'used'
 * for a pointer over it (not on a signed-in page, whose header changes right after hydrating, which a waiting
 * part could not follow; and the visitor's first input ends every wait), then for its code when
 * that comes in a chunk of its own (`load`, a lazyPart's preload). Until then it is not `started`, so the
 * page's updates pass it by (Part).
 */
function waitFor(
  parts: Parts,
  id: string,
  load: (() => Promise<unknown>) | undefined,
  until: Until,
): Promise<void> | null {
  const known = parts.waiting.get(id);
  if (known) return known.promise;
  const element = document.getElementById(id);
  const atOnce = parts.allStarted || getToken() !== null;
  if (!element || (atOnce && !load)) return null;
  listen(parts);
  let reach = () => {};
  const near = new Promise<void>((done) => {
    reach = done;
  });
  // A click that lands while the part's code is still coming would be lost: React cannot hydrate the part to
  // handle it, stops the event and does not make it again. It is held (on the document, before React's root
  // sees it), and made again once the part is live.
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement) || !element.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event.target);
  };
  if (load) document.addEventListener('click', hold, true);
  const part: WaitingPart = {
    promise: near.then(load).then(
      () => {
        part.started = true;
      },
      // Its code did not come (the network dropped, or a deploy removed the old chunks): the part stays the
      // server's HTML, which reads the same and whose links still work as plain links, instead of an error page.
      () => {
        part.release();
        return new Promise<void>(() => {});
      },
    ),
    started: false,
    start: reach,
    live: () => {
      // Now, before anything renders the fields again (React would put back the text it knows), and the clicks in
      // a task of their own, once React has rendered what the typing changed (a click on Search reads it).
      reportTyping(element);
      setTimeout(part.release);
    },
    release: () => {
      document.removeEventListener('click', hold, true);
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    },
  };
  parts.waiting.set(id, part);
  if (atOnce) {
    reach();
    return part.promise;
  }
  if (until === 'used') {
    // A pointer over the part gives its code a head start on the click that usually follows.
    element.addEventListener('pointerover', reach, { once: true, passive: true });
    return part.promise;
  }
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && reach(),
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  void near.then(() => observer.disconnect());
  return part.promise;
}

/**
 * What was typed into a field of the part while its code was coming is in the field but not in the component's
 * state: React hydrates a field as it finds it, without an input event. Each field whose text differs from what
 * React rendered (its `defaultValue` after hydrating) gets its input event now. React notices a change only
 * against the value it last saw, so the field is first set to that through React (its value tracker), then to
 * the typed text past it, the way testing libraries type. Only fields one types into: a checkbox's `value` is
 * what it sends when ticked (setting it would change what the form sends), not what the guest did.
 */
const TYPED_INTO = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number', 'textarea']);
function reportTyping(element: HTMLElement) {
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const typed = field.value;
    // The element's own setter, under the one React puts on each field it tracks.
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!TYPED_INTO.has(field.type) || typed === field.defaultValue || !setValue) continue;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Whether the element `id` is server HTML being hydrated: it is in the page when its component first renders. */
export function hasServerHtml(id: string): boolean {
  return typeof document !== 'undefined' && document.getElementById(id) !== null;
}

function Wait({
  parts,
  id,
  hydrating,
  load,
  until,
  onLive,
  children,
}: {
  parts: Parts;
  id: string;
  hydrating: boolean;
  load: (() => Promise<unknown>) | undefined;
  until: Until;
  onLive: () => void;
  children: ReactNode;
}) {
  const promise = hydrating ? waitFor(parts, id, load, until) : null;
  if (promise) use(promise);
  useEffect(() => onLive(), [onLive]);
  return children;
}

/**
 * While a part waits, the page's updates pass it by: React cannot update server HTML it has not hydrated yet
 * (it would drop the HTML and render the part again from nothing, and report an error). It hydrates with the
 * props it was rendered with, then renders once more with the last ones it missed, and follows the page from
 * then on.
 */
const Part = memo(
  function Part({
    parts,
    id,
    load,
    until,
    children,
  }: {
    parts: Parts;
    id: string;
    load: (() => Promise<unknown>) | undefined;
    until: Until;
    children: ReactNode;
  }) {
    const [, refresh] = useReducer((n: number) => n + 1, 0);
    // Only a part that hydrates server HTML may wait: its element is in the page when it first renders. One the
    // browser rendered itself (the offline shell, a later page) never does, not even when it renders again
    // once its element is in the page.
    const [hydrating] = useState(() => hasServerHtml(id));
    const shown = parts.missed.has(id) ? parts.missed.get(id) : children;
    const onLive = useCallback(() => {
      parts.waiting.get(id)?.live();
      if (parts.missed.has(id)) refresh();
    }, [parts, id]);
    useEffect(() => {
      if (parts.waiting.get(id)?.started !== false) parts.missed.delete(id);
    });
    return (
      <Suspense fallback={null}>
        <Wait parts={parts} id={id} hydrating={hydrating} load={load} until={until} onLive={onLive}>
          {shown}
        </Wait>
      </Suspense>
    );
  },
  (before, after) => {
    const { waiting, missed } = before.parts;
    if (waiting.get(before.id)?.started === false) {
      missed.set(before.id, after.children);
      return true;
    }
    missed.delete(before.id);
    return (
      before.parts === after.parts &&
      before.id === after.id &&
      before.load === after.load &&
      before.until === after.until &&
      before.children === after.children
    );
  },
);

/**
 * A part of a server-rendered page below the first screen: its HTML is there at once, and React hydrates it
 * (makes it interactive) only when the visitor comes near it (a quarter of a window away), or touches, clicks,
 * types or tabs anywhere first. Until then React leaves the server's HTML as it is (a Suspense boundary waiting),
 * so the first screen becomes interactive sooner and a phone does not hydrate what nobody looked at. A click
 * on a waiting part hydrates it first, then is handled. Rendered in the browser (a later visit to the page), it
 * renders at once.
 *
 * A part on the first screen that is costly to start (a carousel measures itself) can be one too: it hydrates
 * in a pass of its own right after the page, instead of making the page's pass one long task.
 *
 * A part that waits hydrates with the props it was first rendered with and then takes the last ones the page
 * gave it meanwhile (a date the page dropped, a query that settled).
 *
 * `load` is the code of a part split into a chunk of its own (`lazyPart`'s preload): the page's start does not
 * download it, and the part's HTML waits for it as well. Decision record 0017.
 *
 * `until="used"` is for such a part on the first screen that nothing needs before the guest uses it (the home
 * page's search bar): it waits for a pointer over it or the guest's first input instead of the window. Its
 * fields take focus and text meanwhile (React hydrates the same elements, so a phone's keyboard stays up);
 * what was typed reaches the component once it is live, then the clicks held meanwhile are made again.
 */
export function HydrateOnView({
  load,
  until = 'near',
  children,
}: {
  load?: () => Promise<unknown>;
  until?: Until;
  children: ReactNode;
}) {
  const id = useId();
  const parts = use(PartsContext);
  if (!parts) throw new Error('HydrateOnView needs HydrationParts around the app (app/providers.tsx)');
  return (
    <div id={id} data-hydrate-part>
      <Part parts={parts} id={id} load={load} until={until}>
        {children}
      </Part>
    </div>
  );
}
