/**
 * Scroll spy for the table of contents: marks the link of the last heading scrolled past
 * with `aria-current="location"`. React-free.
 */
export function startTocSpy(doc: Document = document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')];
  const headings = links
    .map((link) => doc.getElementById(decodeURIComponent(link.hash.slice(1))))
    .filter((heading): heading is HTMLElement => heading !== null);
  if (!headings.length || typeof IntersectionObserver === 'undefined') return;

  const visible = new Set<Element>();
  const update = () => {
    const current = headings.find((heading) => visible.has(heading)) ?? null;
    if (!current) return;
    links.forEach((link) => {
      if (link.hash === `#${current.id}`) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    });
  };
  const observer = new IntersectionObserver(
    (entries) => {
      entries.forEach((entry) => (entry.isIntersecting ? visible.add(entry.target) : visible.delete(entry.target)));
      update();
    },
    { rootMargin: '-80px 0px -60% 0px' },
  );
  headings.forEach((heading) => observer.observe(heading));
}
