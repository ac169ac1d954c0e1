/** How long after the app has started the offline worker waits for the browser to be idle before it installs. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Registers the offline worker (vite-plugin-pwa's `/sw.js`: the app shell precached; stays, home listings and
 * blogs a guest has seen kept for offline) once the app has started and the browser is idle: app/start.tsx calls
 * this after it has hydrated or rendered the page.
 *
 * Installing the worker downloads its whole precache, every chunk and icon of the app. The plugin's own script
 * registered it at the window's `load` event, which on a server-rendered page comes before the app's code has
 * even loaded (public/start-app.js loads it after the first paint): the install then competed with hydration for
 * the connection and the CPU, and a phone's main thread stayed blocked longer (decision record 0017).
 */
export function registerOfflineWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  // Safari has no requestIdleCallback: there a timer stands in for it.
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(register, 1000);
}
