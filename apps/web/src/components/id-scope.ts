import { Component, type ReactNode } from 'react';

/** Preact's internal names (mangled in its build): a component's vnode, and a vnode's id counter. */
interface VNodeInternals {
  __m?: [string, number];
}
interface ComponentInternals {
  __v: VNodeInternals;
}

/**
 * Gives the `useId`s below it ids of their own, `P{scope}-0`, `P{scope}-1`…, instead of the page's next ones.
 *
 * Preact numbers ids in the order components first render, from the root or from the nearest vnode that keeps
 * a counter of its own (`__m`). A part that waits (HydrateOnView) renders its content on the server at once and
 * in the browser only later, so without a counter of its own every id after it would differ between the two:
 * the part's `P0-56` on the server was `P0-21` in the browser, which then no longer found its server HTML. With
 * one, the ids inside the part and after it are the same on both sides. Server rendering uses the same names
 * (preact-render-to-string), and id-scope.test.tsx checks both.
 */
export class IdScope extends Component<{ scope: string; children?: ReactNode }> {
  private readonly mask: [string, number] = [this.props.scope, 0];

  override render() {
    // The vnode is new at each render: it takes the same counter, so a field that appears later gets the next id.
    (this as unknown as ComponentInternals).__v.__m = this.mask;
    return this.props.children;
  }
}

/** The scope named after a `useId` of the part it wraps (`P0-20` gives `0-20`, so its ids are `P0-20-0`…). */
export function scopeOf(id: string): string {
  return id.replace(/^P/, '');
}
