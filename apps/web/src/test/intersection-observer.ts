/**
 * An IntersectionObserver for tests (happy-dom's never reports): `report` tells the callback that
 * every element it observes is on screen.
 */
export class TestIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private readonly targets: Element[] = [];

  constructor(private readonly callback: IntersectionObserverCallback) {}

  observe(target: Element): void {
    this.targets.push(target);
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(): void {
    const entries = this.targets.map((target): IntersectionObserverEntry => {
      const rect = target.getBoundingClientRect();
      return {
        boundingClientRect: rect,
        intersectionRatio: 1,
        intersectionRect: rect,
        isIntersecting: true,
        rootBounds: null,
        target,
        time: 0,
      };
    });
    this.callback(entries, this);
  }
}
