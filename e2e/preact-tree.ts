/**
 * What the app's Preact tree holds, read in the page (`locator.evaluate(isHydrated)`, `page.evaluate(...)`).
 * The names are Preact's internal ones, as its build mangles them: a container's tree and a vnode's children
 * are `__k`, a vnode's DOM node `__e`, its props `props`. Each function stands alone: Playwright sends its text
 * to the page.
 */
type VNode = { __k?: (VNode | null)[] | null; __e?: Node | null; props?: Record<string, unknown> };

/** Whether Preact has hydrated `element`: a vnode of the app's tree owns it (a part still waiting has none). */
export function isHydrated(element: Element): boolean {
  const owns = (vnode: VNode | null | undefined): boolean =>
    !!vnode && (vnode.__e === element || (vnode.__k ?? []).some(owns));
  return owns((document.getElementById('root') as unknown as { __k?: VNode }).__k);
}

/**
 * The ids and the attributes that point at ids that differ between the page and what the app rendered: Preact
 * keeps the server's attributes when it hydrates, so an id numbered differently in the browser would leave a
 * label pointing at nothing once the app renders it again.
 */
export function idsRenderedDifferently(): string[] {
  const names: Record<string, string[]> = {
    id: ['id'],
    for: ['htmlFor', 'for'],
    'aria-labelledby': ['aria-labelledby'],
    'aria-describedby': ['aria-describedby'],
    'aria-controls': ['aria-controls'],
  };
  const out: string[] = [];
  const visit = (vnode: VNode | null | undefined) => {
    if (!vnode) return;
    const element = vnode.__e;
    if (typeof (vnode as { type?: unknown }).type === 'string' && element instanceof Element && vnode.props) {
      for (const [attribute, props] of Object.entries(names)) {
        const value = element.getAttribute(attribute);
        const prop = props.find((name) => vnode.props?.[name] !== undefined);
        if (value !== null && prop && String(vnode.props[prop]) !== value)
          out.push(`${attribute}="${value}", the app has "${String(vnode.props[prop])}"`);
      }
    }
    for (const child of vnode.__k ?? []) visit(child);
  };
  visit((document.getElementById('root') as unknown as { __k?: VNode }).__k);
  return out;
}
