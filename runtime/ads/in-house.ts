/**
 * In-house ads: shown when the network is off,
 * blocked (for the 80% not shown the appeal), or only has its backer placeholder. The artwork is
 * the site's own, in `public/ads/`.
 */

/** An ad as the slot renders it. */
export interface AdObject {
  name: string;
  /** Where the ad leads; only http(s) links are rendered. */
  link: string;
  /** Picture URL, shown in the image layout. */
  img: string;
  /** HTML; always sanitised before it reaches the DOM. */
  description: string;
  /** Who serves the ad, shown as "ad by …". */
  poweredby: string;
  /** Analytics label of the ad's events. */
  label: string;
}

/** The in-house ad names. */
export const IN_HOUSE_AD_NAMES = ['scaffoldhub', 'templates', 'themes', 'tidelift', 'figma'] as const;

/** One of {@link IN_HOUSE_AD_NAMES}. */
export type InHouseAdName = (typeof IN_HOUSE_AD_NAMES)[number];

const STORE = 'https://mui.com/store/';

const CONTENT: Record<InHouseAdName, Pick<AdObject, 'link' | 'description'>> = {
  scaffoldhub: {
    link: 'https://scaffoldhub.io/?partner=1',
    description: '<b>ScaffoldHub</b>. Generate a full-stack web app on Material UI from a data model, then make it yours.',
  },
  templates: {
    link: `${STORE}?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates`,
    description: '<b>Premium templates</b>. Dashboards, admin panels and landing pages built on Material UI, ready to start from.',
  },
  themes: {
    link: `${STORE}?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes`,
    description: '<b>Premium themes</b>. A finished look for your app: palettes, typography and component overrides in one theme.',
  },
  tidelift: {
    link: 'https://tidelift.com/subscription/pkg/npm-material-ui?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise',
    description: '<b>MUI for enterprise</b>. Security updates, licence checks and maintenance from the people who maintain it.',
  },
  figma: {
    link: `${STORE}items/figma-react/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-figma`,
    description: '<b>For Figma</b>. Every Material UI component as a Figma symbol, so designs match the code.',
  },
};

/** Every in-house ad, in {@link IN_HOUSE_AD_NAMES} order; `img` is a site path. */
export const IN_HOUSE_ADS: readonly AdObject[] = IN_HOUSE_AD_NAMES.map((name) => ({
  name,
  ...CONTENT[name],
  img: `/ads/${name}.svg`,
  poweredby: 'MUI',
  label: `in-house-${name}`,
}));

/** The in-house ad for a draw `random` in [0, 1): each ad is equally likely. */
export function pickInHouseAd(random: number): AdObject {
  return IN_HOUSE_ADS[Math.min(IN_HOUSE_ADS.length - 1, Math.floor(random * IN_HOUSE_ADS.length))];
}
