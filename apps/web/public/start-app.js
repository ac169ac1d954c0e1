// Starts the app on a page the server rendered (decision record 0017). The page is already on screen and its
// scripts only hydrate it, so they load once the browser has painted it, at low priority: the first paint and
// the first screen's photos do not wait for, or share the connection with, the app's code. The server writes
// the entry and the modules into this tag's data attributes, each module after those it imports
// (apps/server modules/spa/spa.html.ts).
//
// A module graph is evaluated in one task: the whole app at once held a phone's main thread for a quarter of a
// second. So the modules are evaluated one per task, in that order (a module evaluated once is not evaluated
// again), and the entry, which starts the app, comes last.
(() => {
  const tag = document.currentScript;
  if (!tag) return;
  const { entry, modules = '' } = tag.dataset;
  let started = false;
  // Each preload costs the main thread to start its request (1-4 ms each here while the page loads): four per task
  // keeps every task short.
  const preload = (hrefs) => {
    const tags = document.createDocumentFragment();
    for (const href of hrefs.splice(0, 4)) {
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
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const evaluate = async (hrefs) => {
    for (const href of hrefs) {
      await nextTask();
      await import(href);
    }
  };
  const start = () => {
    if (started || !entry) return;
    started = true;
    const hrefs = modules.split(' ').filter(Boolean);
    preload([...hrefs, entry]);
    // A module that fails here fails again, with its error, when the entry imports it.
    evaluate(hrefs)
      .catch(() => undefined)
      .then(() => {
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = entry;
        document.head.append(script);
      });
  };
  // After the next painted frame; a tab in the background paints none, so a timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
})();
