/** Builds a small landscape illustration as an SVG data URI, so the demos need no network. */
export function landscape(sky: [string, string], ground: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.12}" fill="#fff7d6" opacity="0.9"/>
<path d="M0 ${height * 0.75} L${width * 0.3} ${height * 0.5} L${width * 0.55} ${height * 0.7} L${width * 0.8} ${height * 0.55} L${width} ${height * 0.72} V${height} H0 Z" fill="${ground}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
