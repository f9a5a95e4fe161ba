// Small drawings used as images by the card demos: no network needed.
function toDataUri(svg: string) {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A landscape: sky gradient, sun and two hills. */
export function landscape(sky: string, hills: string, sun = '#ffd36e') {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" preserveAspectRatio="xMidYMid slice">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fdf1dc"/>
      </linearGradient></defs>
      <rect width="400" height="250" fill="url(#sky)"/>
      <circle cx="300" cy="85" r="34" fill="${sun}"/>
      <path d="M0 185 Q110 115 210 175 T400 150 V250 H0Z" fill="${hills}" opacity=".65"/>
      <path d="M0 215 Q130 165 260 212 T400 200 V250 H0Z" fill="${hills}"/>
    </svg>`,
  );
}

/** A product shot: a mug of the given colour on a soft background. */
export function mug(body: string, background = '#eef1f6') {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">
      <rect width="300" height="300" fill="${background}"/>
      <ellipse cx="150" cy="232" rx="78" ry="12" fill="#000" opacity=".08"/>
      <path d="M200 120 h18 a26 26 0 0 1 0 52 h-18" fill="none" stroke="${body}" stroke-width="14"/>
      <rect x="86" y="90" width="120" height="140" rx="14" fill="${body}"/>
      <rect x="86" y="90" width="120" height="16" rx="8" fill="#fff" opacity=".25"/>
    </svg>`,
  );
}

/** A plate of food seen from above. */
export function plate(food: string, garnish: string) {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
      <rect width="400" height="300" fill="#c9a27a"/>
      <circle cx="200" cy="150" r="118" fill="#fafafa"/>
      <circle cx="200" cy="150" r="90" fill="#eee"/>
      <circle cx="200" cy="150" r="66" fill="${food}"/>
      <circle cx="176" cy="130" r="12" fill="${garnish}"/><circle cx="222" cy="160" r="10" fill="${garnish}"/>
      <circle cx="196" cy="178" r="8" fill="${garnish}"/>
    </svg>`,
  );
}
