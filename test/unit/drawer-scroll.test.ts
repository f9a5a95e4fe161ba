import { describe, expect, it } from 'vitest';
import { centredScrollTop, startDrawer } from '../../runtime/boot/behaviours/drawer';

describe('drawer: the current page link centred in its scroll container', () => {
  it('scrolls by the distance between the link and the middle of the visible box', () => {
    // Container at 64 px from the top, 600 px visible; link 1,000 px down, 40 px high.
    expect(centredScrollTop({ top: 64 }, { top: 1064, height: 40 }, 0, 600)).toBe(720);
    // Already scrolled by 200 px: the link's box has moved up by as much.
    expect(centredScrollTop({ top: 64 }, { top: 864, height: 40 }, 200, 600)).toBe(720);
  });

  it('never asks for a negative scroll position for a link near the top', () => {
    expect(centredScrollTop({ top: 0 }, { top: 20, height: 30 }, 0, 600)).toBe(0);
  });

  it('sets the container scroll position without moving focus', () => {
    document.body.innerHTML = `
      <button data-drawer-toggle aria-controls="drawer">Menu</button>
      <nav id="drawer"><a href="/a/">A</a><a href="/b/" aria-current="page">B</a></nav>
      <div data-drawer-close hidden></div>`;
    const drawer = document.getElementById('drawer')!;
    const link = drawer.querySelector('[aria-current]')!;
    let intoView = 0;
    (link as HTMLElement).scrollIntoView = () => {
      intoView += 1;
    };
    drawer.getBoundingClientRect = () => ({ top: 0 }) as DOMRect;
    link.getBoundingClientRect = () => ({ top: 900, height: 40 }) as DOMRect;
    Object.defineProperty(drawer, 'clientHeight', { value: 400 });
    startDrawer(document);
    expect(intoView).toBe(0);
    expect(drawer.scrollTop).toBe(720);
    expect(document.activeElement).toBe(document.body);
  });
});
