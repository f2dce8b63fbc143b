import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DESKTOP_WIDTH, setViewportWidth } from './viewport';

// The one wait budget of every component test (findBy*, waitFor): a 2-core machine whose cores
// are held by other work renders Mantine pages several times slower than an idle one. A test
// sets no budget of its own; vi.waitFor, with its one-second default, is refused by the lint.
configure({ asyncUtilTimeout: 15_000 });

// The test DOM lacks what Mantine measures with; these stand-ins answer like a wide desktop window.
const matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(() => false),
});
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMedia });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
if (!('scrollIntoView' in window.HTMLElement.prototype)) {
  Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', { value: vi.fn() });
}
Object.defineProperty(window, 'scrollTo', { writable: true, value: vi.fn() });

afterEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  vi.unstubAllGlobals();
  cleanup();
  window.localStorage.clear();
});
