/**
 * Frames that load their document only once they come into view: an `iframe[data-src]` gets
 * its `src` when any part of it enters the viewport. The browser's own `loading="lazy"` starts
 * a frame well before that (about 1,250 px ahead in Chromium), which on a phone loaded a
 * template's whole live preview, some 400 KB of JavaScript, with the page that only shows
 * its top. React-free; loaded as a chunk of its own by pages that have such a frame.
 */

/** The attribute holding a frame's URL until it is in view. */
export const LAZY_FRAME_ATTRIBUTE = 'data-src';

/** Gives `frame` its URL from {@link LAZY_FRAME_ATTRIBUTE}, once; frames without one are left alone. */
export function loadFrame(frame: HTMLIFrameElement): void {
  const url = frame.getAttribute(LAZY_FRAME_ATTRIBUTE);
  if (url === null) return;
  frame.removeAttribute(LAZY_FRAME_ATTRIBUTE);
  frame.src = url;
}

/**
 * Watches every `iframe[data-src]` under `root` and loads each as it enters the viewport
 * (without an `IntersectionObserver`, at once).
 */
export function startLazyFrames(root: ParentNode = document): void {
  const frames = [...root.querySelectorAll<HTMLIFrameElement>(`iframe[${LAZY_FRAME_ATTRIBUTE}]`)];
  if (typeof IntersectionObserver === 'undefined') {
    frames.forEach(loadFrame);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      loadFrame(entry.target as HTMLIFrameElement);
    }
  });
  frames.forEach((frame) => observer.observe(frame));
}
