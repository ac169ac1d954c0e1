import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
