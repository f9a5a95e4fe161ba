import type { PageTree } from '../../runtime/page-tree/types';

/** MUI System page tree: drawer order is reading order. */
export default [
  {
    pathname: '/system/getting-started-section',
    title: 'Getting started',
    children: [
      { pathname: '/system/getting-started' },
      { pathname: '/system/getting-started/installation' },
      { pathname: '/system/getting-started/usage' },
      { pathname: '/system/getting-started/the-sx-prop' },
      { pathname: '/system/getting-started/custom-components' },
      { pathname: '/system/getting-started/support' },
      { pathname: '/system/getting-started/mcp' },
    ],
  },
  {
    pathname: '/system/style-utilities',
    title: 'Style utilities',
    children: [
      { pathname: '/system/properties' },
      { pathname: '/system/borders' },
      { pathname: '/system/display' },
      { pathname: '/system/flexbox' },
      { pathname: '/system/grid' },
      { pathname: '/system/palette' },
      { pathname: '/system/positions' },
      { pathname: '/system/shadows' },
      { pathname: '/system/sizing' },
      { pathname: '/system/spacing' },
      { pathname: '/system/screen-readers' },
      { pathname: '/system/typography' },
      { pathname: '/system/styled' },
    ],
  },
  {
    pathname: '/system/components',
    title: 'Components',
    children: [
      { pathname: '/system/react-box' },
      { pathname: '/system/react-container' },
      { pathname: '/system/react-grid' },
      { pathname: '/system/react-stack' },
    ],
  },
  {
    pathname: '/system/migration',
    title: 'Migration',
    children: [{ pathname: '/system/migration/migrating-to-v6' }],
  },
  {
    pathname: '/system/experimental-api',
    title: 'Experimental APIs',
    children: [{ pathname: '/system/experimental-api/configure-the-sx-prop' }, { pathname: '/system/experimental-api/css-theme-variables' }],
  },
  {
    pathname: '/system/styles',
    title: 'Styles',
    children: [
      { pathname: '/system/styles/basics' },
      { pathname: '/system/styles/advanced' },
      { pathname: '/system/styles/api' },
    ],
  },
] satisfies PageTree;
