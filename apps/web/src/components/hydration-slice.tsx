import { createElement, Fragment, type ReactNode, useId } from 'react';
import { IdScope, scopeOf } from './id-scope.ts';

/** How long hydration runs before it lets the browser in: at a phone's 4× slower CPU, well under 50 ms. */
const SLICE_MS = 8;

let sliceStart = 0;
let inTask = false;
let nextSlice: Promise<void> | null = null;

/** Starts the clock of the current task, the first time it is asked in that task. */
function sliceClock(): number {
  if (!inTask) {
    inTask = true;
    sliceStart = performance.now();
    setTimeout(() => {
      inTask = false;
    }, 0);
  }
  return performance.now() - sliceStart;
}

/** A promise that settles in a task of its own, after what the browser has waiting (input, a frame). */
function nextTask(): Promise<void> {
  nextSlice ??= new Promise<void>((resolve) =>
    setTimeout(() => {
      nextSlice = null;
      resolve();
    }, 0),
  );
  return nextSlice;
}

/**
 * A server HTML comment (preact-render-to-string's; the browser renders nothing for it). Preact keeps what is
 * between `$s…` and `/$s…` while the component right after the first waits.
 */
const comment = (text: string) => createElement(Fragment, { UNSTABLE_comment: text } as object);
const OPEN = '$s:';

/** The opening comment of each slice in the server's HTML, by the slice's id (see startHydrationSlices). */
const serverSlices = new Map<string, Comment>();

/**
 * Called once, right before the app hydrates the page: finds the slices in the server's HTML, and starts the
 * clock of the task that hydrates.
 */
export function startHydrationSlices(): void {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const { data } = node as Comment;
    if (data.startsWith(OPEN)) serverSlices.set(data.slice(OPEN.length), node as Comment);
  }
  sliceClock();
}

/**
 * The slice's gate: hydrates its content now, or, once this task has run its slice, in a later task. While it
 * waits it hydrates what it was first given (what the server rendered); what the page gave it since is rendered
 * once it is live, as any update is (hydration would not correct the server's attributes).
 */
class Gate extends IdScope {
  private live = false;
  private first: ReactNode = undefined;

  override render() {
    super.render();
    if (this.live) return this.props.children;
    // Only server HTML still in the page waits: what the browser renders itself (a later page) renders at once.
    if (!serverSlices.get(this.props.scope)?.isConnected) {
      this.live = true;
      return this.props.children;
    }
    this.first ??= this.props.children;
    if (sliceClock() > SLICE_MS) throw nextTask();
    this.live = true;
    return this.first;
  }

  override componentDidMount() {
    this.catchUp();
  }

  // A gate that waited hydrates in an update of its own (Preact does not mount it again).
  override componentDidUpdate() {
    this.catchUp();
  }

  private catchUp() {
    const { first } = this;
    this.first = undefined;
    if (first !== undefined && first !== this.props.children) this.forceUpdate();
  }
}

/**
 * A place where hydration may stop and let the browser in. Preact hydrates a page in one task; a phone spent
 * 100–300 ms in it, during which a tap waited. When the task has hydrated for SLICE_MS, the next slice
 * suspends (Preact keeps its server HTML, between the comments this renders on the server) and hydrates in a
 * later task, so hydration runs in tasks of under 50 ms. Outside hydration it is its children.
 *
 * It waits under the nearest Suspense boundary, as a lazy component does, without showing its fallback (it is
 * hydrating); the app's layouts and waiting parts have one. It brings none of its own, which would catch what
 * its content suspends on later (a page's code loading after a link, whose loader the layout shows).
 *
 * Its content has ids of its own (IdScope): it may hydrate after what follows it, and the ids after it stay
 * as the server numbered them. Decision record 0018.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const scope = scopeOf(useId());
  return (
    <>
      {comment(`${OPEN}${scope}`)}
      <Gate scope={scope}>{children}</Gate>
      {comment('/$s')}
    </>
  );
}
