// Small illustrations drawn as SVG data URIs, so the demos need no network.
const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

export const lakeAtDusk = svg(
  640,
  400,
  '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbd3a0"/><stop offset="1" stop-color="#e9775a"/></linearGradient></defs>' +
    '<rect width="640" height="400" fill="url(#g)"/><circle cx="460" cy="150" r="48" fill="#fff2c6"/>' +
    '<path d="M0 290 150 150 250 240 370 120 640 310V400H0Z" fill="#54477f"/><rect y="310" width="640" height="90" fill="#2c6a8a"/>',
);

export const pineForest = svg(
  640,
  400,
  '<rect width="640" height="400" fill="#cfe8e0"/><circle cx="120" cy="90" r="40" fill="#fdf6d8"/>' +
    '<path d="M60 330 120 170 180 330ZM170 340 250 120 330 340ZM300 330 370 190 440 330ZM420 345 510 140 600 345Z" fill="#2f6b4f"/>' +
    '<rect y="330" width="640" height="70" fill="#7a5b3a"/>',
);

export const cityNight = svg(
  640,
  400,
  '<rect width="640" height="400" fill="#1d2340"/><circle cx="520" cy="80" r="30" fill="#f4f1de"/>' +
    '<path d="M20 400V220h70v180ZM110 400V160h60v240ZM190 400V250h80v150ZM290 400V130h60v270ZM370 400V200h90v200ZM480 400V240h60v160ZM560 400V180h60v220Z" fill="#3d4a7a"/>' +
    '<path d="M125 180h10v10h-10ZM150 210h10v10h-10ZM305 150h10v10h-10ZM330 190h10v10h-10ZM390 220h10v10h-10ZM420 260h10v10h-10ZM575 200h10v10h-10Z" fill="#ffd66b"/>',
);

// A tall product shot: a bottle on a plain background.
export const bottle = svg(
  300,
  500,
  '<rect width="300" height="500" fill="#f1ece4"/><rect x="125" y="40" width="50" height="70" rx="8" fill="#3b3b3b"/>' +
    '<path d="M110 110h80l20 60v290a20 20 0 0 1-20 20h-80a20 20 0 0 1-20-20V170Z" fill="#4f8a6e"/>' +
    '<rect x="105" y="230" width="90" height="120" rx="6" fill="#f7f3ea"/>',
);
