// Simple drawn portraits as SVG data URIs, so the demos need no network.
function portrait(background: string, skin: string, hair: string, shirt: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">` +
    `<rect width="80" height="80" fill="${background}"/>` +
    `<path d="M14 80c2-16 12-24 26-24s24 8 26 24Z" fill="${shirt}"/>` +
    `<circle cx="40" cy="34" r="15" fill="${skin}"/>` +
    `<path d="M24 32c0-12 8-18 16-18s16 6 16 18c-4-6-10-8-16-8s-12 2-16 8Z" fill="${hair}"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const people = {
  amara: { name: 'Amara Okafor', src: portrait('#cfe3f7', '#8d5a3b', '#1f1a17', '#2d6cb5') },
  lukas: { name: 'Lukas Brandt', src: portrait('#f5dfc8', '#f0c9a6', '#b5651d', '#4f7d4a') },
  mei: { name: 'Mei Tanaka', src: portrait('#e6dcf3', '#f3d2b3', '#2b2222', '#9c3d54') },
  diego: { name: 'Diego Ramos', src: portrait('#d9efe2', '#c68b5e', '#3b2a20', '#5a4a8f') },
  sofia: { name: 'Sofia Lindqvist', src: portrait('#fbe7d3', '#f7dcc4', '#e2b857', '#2f7c86') },
};
