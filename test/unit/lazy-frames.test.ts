import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFrame, startLazyFrames } from '../../runtime/boot/behaviours/lazy-frames';

/** An IntersectionObserver stand-in: records what it observes and lets the test report entries. */
class FakeObserver {
  static last: FakeObserver;
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  report(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const frames = () => {
  document.body.innerHTML =
    '<iframe data-src="/a/preview/" title="A"></iframe><iframe data-src="/b/preview/" title="B"></iframe><iframe src="/c/" title="C"></iframe>';
  return [...document.querySelectorAll('iframe')];
};

afterEach(() => vi.unstubAllGlobals());

describe('lazy frames', () => {
  it("moves a frame's data-src to src once, and leaves a frame without one alone", () => {
    const [first, , plain] = frames();
    loadFrame(first);
    expect(first.getAttribute('src')).toBe('/a/preview/');
    expect(first.hasAttribute('data-src')).toBe(false);
    first.setAttribute('src', '/elsewhere/');
    loadFrame(first);
    expect(first.getAttribute('src')).toBe('/elsewhere/');
    loadFrame(plain);
    expect(plain.getAttribute('src')).toBe('/c/');
  });

  it('loads each frame when it enters the viewport, not before, and stops watching it', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const [first, second] = frames();
    startLazyFrames();
    const observer = FakeObserver.last;
    expect([...observer.observed]).toEqual([first, second]);
    observer.report(second, false);
    expect(second.hasAttribute('src')).toBe(false);
    observer.report(second, true);
    expect(second.getAttribute('src')).toBe('/b/preview/');
    expect(first.hasAttribute('src')).toBe(false);
    expect([...observer.observed]).toEqual([first]);
  });

  it('loads every frame at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const [first, second] = frames();
    startLazyFrames();
    expect([first.getAttribute('src'), second.getAttribute('src')]).toEqual(['/a/preview/', '/b/preview/']);
  });
});
