import type { PageTree } from '../../runtime/page-tree/types';

/** MUI System page tree. */
export default [
  {
    pathname: '/system/getting-started',
    children: [{ pathname: '/system/getting-started/overview' }],
  },
  {
    pathname: '/system/components',
    children: [{ pathname: '/system/react-box' }],
  },
] satisfies PageTree;
