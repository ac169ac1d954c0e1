// Starts the app on a page the server rendered (decision record 0017). The page is already on screen and its
// scripts only hydrate it, so they load once the browser has painted it, at low priority: the first paint and
// the first screen's photos do not wait for, or share the connection with, the app's code. The server writes
// the entry and the modules to preload into this tag's data attributes (apps/server modules/spa/spa.html.ts).
(() => {
  const tag = document.currentScript;
  if (!tag) return;
  const { entry, modules = '' } = tag.dataset;
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    // One insertion for all of them: each insertion into the head costs the page a style pass.
    const tags = document.createDocumentFragment();
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = 'low';
      link.href = href;
      tags.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.fetchPriority = 'low';
    script.src = entry;
    tags.append(script);
    document.head.append(tags);
  };
  // After the next painted frame; a tab in the background paints none, so a timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
})();
