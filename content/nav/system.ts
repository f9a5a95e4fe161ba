import type { PageTree } from '../../runtime/page-tree/types';

/** MUI System page tree. */
export default [
  {
    pathname: '/system/getting-started',
    title: 'Getting started',
    children: [{ pathname: '/system/getting-started/overview' }],
  },
  {
    pathname: '/system/components',
    title: 'Components',
    children: [{ pathname: '/system/react-box' }],
  },
] satisfies PageTree;
