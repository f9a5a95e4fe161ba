import type { PageTree } from '../../runtime/page-tree/types';

/** MUI X Data Grid page tree. */
export default [
  { pathname: '/x/react-data-grid' },
  { pathname: '/x/react-data-grid/row-grouping', title: 'Row grouping', plan: 'premium', linkProps: { href: 'https://mui.com/x/react-data-grid/row-grouping/', rel: 'noopener' } },
] satisfies PageTree;
