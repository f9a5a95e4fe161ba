import type { PageTree } from '../../runtime/page-tree/types';

/** MUI X Date and Time Pickers page tree, in mui.com's drawer order; plan badges from the inventory. */
export default [
  { pathname: '/x/react-date-pickers' },
] satisfies PageTree;
