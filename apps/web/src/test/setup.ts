import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestIntersectionObserver } from './intersection-observer';

await initI18n();

// Mantine reads these browser APIs, which happy-dom lacks or only partly provides.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});
Object.defineProperty(globalThis, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});

window.HTMLElement.prototype.scrollIntoView = () => {};

/** Every observed element is on screen at once (happy-dom's IntersectionObserver never reports). */
class OnScreenObserver extends TestIntersectionObserver {
  override observe(target: Element): void {
    super.observe(target);
    queueMicrotask(() => this.report());
  }
}
Object.defineProperty(window, 'IntersectionObserver', {
  writable: true,
  configurable: true,
  value: OnScreenObserver,
});
Object.defineProperty(globalThis, 'IntersectionObserver', {
  writable: true,
  configurable: true,
  value: OnScreenObserver,
});

afterEach(async () => {
  cleanup();
  // A test that switched to Hindi leaves the next one in English.
  await i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});
