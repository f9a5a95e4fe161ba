/**
 * Small SVG scenes as data URIs, so the demos show pictures without loading anything from the
 * network. In an app, these would be the URLs of your own photos.
 */
export type SceneKind = 'hills' | 'sea' | 'city' | 'bowl';

function shapes(kind: SceneKind, w: number, h: number, accent: string) {
  switch (kind) {
    case 'hills':
      return `<circle cx="${w * 0.72}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.11}" fill="#fff4cc"/><path d="M0 ${h * 0.78}Q${w * 0.25} ${h * 0.45} ${w * 0.5} ${h * 0.7}T${w} ${h * 0.62}V${h}H0Z" fill="${accent}"/>`;
    case 'sea':
      return `<rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${accent}"/><path d="M0 ${h * 0.7}q${w / 8} -12 ${w / 4} 0t${w / 4} 0t${w / 4} 0t${w / 4} 0" stroke="#ffffff" stroke-opacity=".6" stroke-width="4" fill="none"/>`;
    case 'city':
      return [0.05, 0.22, 0.4, 0.58, 0.76]
        .map((x, i) => `<rect x="${w * x}" y="${h * (0.35 + (i % 3) * 0.12)}" width="${w * 0.15}" height="${h}" fill="${accent}"/>`)
        .join('');
    default:
      return `<ellipse cx="${w / 2}" cy="${h * 0.68}" rx="${w * 0.3}" ry="${h * 0.14}" fill="${accent}"/><circle cx="${w * 0.42}" cy="${h * 0.52}" r="${Math.min(w, h) * 0.1}" fill="#e63946"/><circle cx="${w * 0.58}" cy="${h * 0.54}" r="${Math.min(w, h) * 0.09}" fill="#f4a261"/>`;
  }
}

export function scene(kind: SceneKind, sky: [string, string], accent: string, w = 400, h = 300) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes(kind, w, h, accent)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
