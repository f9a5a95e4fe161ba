// Illustrated profile pictures as inline SVG data URLs, so the demos need no image hosting.
function portrait(background: string, skin: string, hair: string, shirt: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<rect width="96" height="96" fill="${background}"/>
<path d="M14 96c3-20 17-30 34-30s31 10 34 30z" fill="${shirt}"/>
<rect x="41" y="52" width="14" height="16" rx="6" fill="${skin}"/>
<ellipse cx="48" cy="40" rx="17" ry="20" fill="${skin}"/>
<path d="M30 38c0-16 8-24 18-24s19 7 19 24c-4-7-11-11-19-11s-14 4-18 11z" fill="${hair}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface TeamMember {
  name: string;
  role: string;
  photo: string;
}

export const team: TeamMember[] = [
  { name: 'Amina Yusuf', role: 'Engineering manager', photo: portrait('#bbdefb', '#8d5524', '#1b1b1b', '#1565c0') },
  { name: 'Lars Eriksen', role: 'Frontend engineer', photo: portrait('#c8e6c9', '#f1c27d', '#c19a6b', '#2e7d32') },
  { name: 'Priya Raman', role: 'Product designer', photo: portrait('#f8bbd0', '#c68642', '#2b1d14', '#ad1457') },
  { name: 'Mateo Gómez', role: 'Backend engineer', photo: portrait('#ffe0b2', '#e0ac69', '#3b2314', '#ef6c00') },
  { name: 'Hye-jin Park', role: 'QA lead', photo: portrait('#d1c4e9', '#ffdbac', '#111111', '#4527a0') },
  { name: 'Kofi Asante', role: 'Site reliability', photo: portrait('#b2dfdb', '#5c3a21', '#0d0d0d', '#00695c') },
  { name: 'Élodie Marchand', role: 'Data scientist', photo: portrait('#fff9c4', '#f5d0b0', '#8b3a1a', '#f9a825') },
  { name: 'Rohan Mehta', role: 'Mobile engineer', photo: portrait('#cfd8dc', '#a0662f', '#1f1f1f', '#37474f') },
];

export function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}
