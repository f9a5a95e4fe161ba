import type { PageTree } from '../../runtime/page-tree/types';

/** MUI System page tree: drawer order is reading order. */
export default [
  {
    pathname: '/system/getting-started-section',
    title: 'Getting started',
    children: [{ pathname: '/system/getting-started' }],
  },
  {
    pathname: '/system/style-utilities',
    title: 'Style utilities',
    children: [
      { pathname: '/system/shadows' },
      { pathname: '/system/screen-readers' },
    ],
  },
  {
    pathname: '/system/components',
    title: 'Components',
    children: [{ pathname: '/system/react-box' }],
  },
] satisfies PageTree;
