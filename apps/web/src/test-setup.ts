import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { matchMediaAt } from './test-media.ts';

// jsdom lacks these; Mantine calls them (color scheme, ScrollArea, Transition).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaAt() });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!window.ResizeObserver) window.ResizeObserver = ResizeObserverStub;

// Mantine's autosize textarea listens for web fonts loading; jsdom has no document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// findBy…/waitFor give up after 1 s by default: on a machine shared by several test runs a lazy chunk or a
// Mantine popover took longer than that to appear, and tests failed that passed alone. A passing wait is as
// quick as before.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Mantine keeps the toasts shown in a store of its module, which the test files share (isolate: false):
  // each test starts with none.
  cleanNotifications();
});
