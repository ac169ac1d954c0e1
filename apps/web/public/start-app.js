// Starts the app on a page the server rendered (decision record 0017). The page is already on screen and its
// scripts only hydrate it, so they load once the browser has painted it, at low priority: the first paint and
// the first screen's photos do not wait for, or share the connection with, the app's code. The server writes
// the entry and the modules to preload into this tag's data attributes (apps/server modules/spa/spa.html.ts).
(() => {
  const tag = document.currentScript;
  if (!tag) return;
  const { entry, modules = '' } = tag.dataset;
  let started = false;
  // Each preload costs the main thread to start its request: a few per task keeps every task short.
  const preload = (hrefs) => {
    const tags = document.createDocumentFragment();
    for (const href of hrefs.splice(0, 8)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = 'low';
      link.href = href;
      tags.append(link);
    }
    document.head.append(tags);
    if (hrefs.length > 0) setTimeout(() => preload(hrefs), 0);
  };
  const start = () => {
    if (started || !entry) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.fetchPriority = 'low';
    script.src = entry;
    document.head.append(script);
    preload(modules.split(' ').filter(Boolean));
  };
  // After the next painted frame; a tab in the background paints none, so a timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
})();
