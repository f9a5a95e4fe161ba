import type { PageTree } from '../../runtime/page-tree/types';

/** MUI X Data Grid page tree, in mui.com's drawer order; plan badges from the inventory. */
export default [
  { pathname: '/x/react-data-grid' },
  { pathname: '/x/react-data-grid/quickstart' },
  { pathname: '/x/react-data-grid/features' },
  {
    pathname: '/x/react-data-grid/main-features',
    title: 'Main features',
    children: [
      {
        pathname: '/x/react-data-grid/main-features/editing',
        subheader: 'Editing',
        children: [
          { pathname: '/x/react-data-grid/editing' },
          { pathname: '/x/react-data-grid/editing/persistence' },
          { pathname: '/x/react-data-grid/editing/custom-edit-component' },
          { pathname: '/x/react-data-grid/editing/editing-events' },
          { pathname: '/x/react-data-grid/recipes-editing' },
        ],
      },
      {
        pathname: '/x/react-data-grid/main-features/filtering',
        subheader: 'Filtering',
        children: [
          { pathname: '/x/react-data-grid/filtering' },
          { pathname: '/x/react-data-grid/filtering/quick-filter' },
          { pathname: '/x/react-data-grid/filtering/server-side' },
          { pathname: '/x/react-data-grid/filtering/multi-filters', plan: 'pro' },
          { pathname: '/x/react-data-grid/filtering/header-filters', plan: 'pro' },
          { pathname: '/x/react-data-grid/filtering-recipes' },
        ],
      },
      {
        pathname: '/x/react-data-grid/main-features/selection',
        subheader: 'Selection',
        children: [
          { pathname: '/x/react-data-grid/cell-selection', plan: 'premium' },
        ],
      },
      { pathname: '/x/react-data-grid/accessibility' },
    ],
  },
  {
    pathname: '/x/react-data-grid/advanced-features',
    title: 'Advanced features',
    children: [
      {
        pathname: '/x/react-data-grid/advanced-features/row-grouping',
        subheader: 'Row grouping',
        children: [
          { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
        ],
      },
    ],
  },
] satisfies PageTree;
