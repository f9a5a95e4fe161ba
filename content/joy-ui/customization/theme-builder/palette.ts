// Builds a ten-shade palette from one colour, keeping the 500 shade dark enough for white text.

export type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
export type Scale = Record<Shade, string>;

function hexToHsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  return [h, s * 100, l * 100];
}

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[0, 8, 4].map((n) => Math.round(channel(n) * 255).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of a colour against white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

export function createScale(base: string): Scale {
  const [h, s, l] = hexToHsl(base);
  let mid = Math.min(Math.max(l, 25), 60);
  while (mid > 10 && contrastWithWhite(hslToHex(h, s, mid)) < 4.6) mid -= 1;
  const light = Math.min(s, 85);
  return {
    50: hslToHex(h, light, 97),
    100: hslToHex(h, light, 93),
    200: hslToHex(h, light, 86),
    300: hslToHex(h, light, 75),
    400: hslToHex(h, s, Math.min(mid + 15, 66)),
    500: hslToHex(h, s, mid),
    600: hslToHex(h, s, mid * 0.84),
    700: hslToHex(h, s, mid * 0.66),
    800: hslToHex(h, s, mid * 0.44),
    900: hslToHex(h, s, mid * 0.26),
  };
}
