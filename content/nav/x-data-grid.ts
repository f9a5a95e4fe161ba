import type { PageTree } from '../../runtime/page-tree/types';

/** MUI X Data Grid page tree, in mui.com's drawer order; plan badges from the inventory. */
export default [
  { pathname: '/x/react-data-grid' },
  { pathname: '/x/react-data-grid/quickstart' },
  { pathname: '/x/react-data-grid/features' },
  {
    pathname: '/x/react-data-grid/demos',
    title: 'Demos',
    children: [
      { pathname: '/x/react-data-grid/demos/real-time-data' },
      { pathname: '/x/react-data-grid/demos/time-off-calendar' },
      { pathname: '/x/react-data-grid/demos/inventory' },
    ],
  },
  {
    pathname: '/x/react-data-grid/main-features',
    title: 'Main features',
    children: [
      { pathname: '/x/react-data-grid/layout' },
      {
        pathname: '/x/react-data-grid/main-features/columns',
        subheader: 'Columns',
        children: [
          { pathname: '/x/react-data-grid/column-definition' },
          { pathname: '/x/react-data-grid/column-dimensions' },
          { pathname: '/x/react-data-grid/column-visibility' },
          { pathname: '/x/react-data-grid/custom-columns' },
          { pathname: '/x/react-data-grid/column-header' },
          { pathname: '/x/react-data-grid/column-menu' },
          { pathname: '/x/react-data-grid/column-spanning' },
          { pathname: '/x/react-data-grid/column-groups' },
          { pathname: '/x/react-data-grid/column-ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/column-pinning', plan: 'pro' },
          { pathname: '/x/react-data-grid/column-recipes' },
        ],
      },
      {
        pathname: '/x/react-data-grid/main-features/rows',
        subheader: 'Rows',
        children: [
          { pathname: '/x/react-data-grid/row-definition' },
          { pathname: '/x/react-data-grid/row-updates' },
          { pathname: '/x/react-data-grid/row-height' },
          { pathname: '/x/react-data-grid/row-spanning' },
          { pathname: '/x/react-data-grid/master-detail', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-pinning', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/cells' },
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
      { pathname: '/x/react-data-grid/sorting' },
      {
        pathname: '/x/react-data-grid/main-features/filtering',
        subheader: 'Filtering',
        children: [
          { pathname: '/x/react-data-grid/filtering' },
          { pathname: '/x/react-data-grid/filtering/customization' },
          { pathname: '/x/react-data-grid/filtering/quick-filter' },
          { pathname: '/x/react-data-grid/filtering/server-side' },
          { pathname: '/x/react-data-grid/filtering/multi-filters', plan: 'pro' },
          { pathname: '/x/react-data-grid/filtering/header-filters', plan: 'pro' },
          { pathname: '/x/react-data-grid/filtering-recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/pagination' },
      {
        pathname: '/x/react-data-grid/main-features/selection',
        subheader: 'Selection',
        children: [
          { pathname: '/x/react-data-grid/row-selection' },
          { pathname: '/x/react-data-grid/cell-selection', plan: 'premium' },
        ],
      },
      { pathname: '/x/react-data-grid/virtualization' },
      { pathname: '/x/react-data-grid/accessibility' },
      { pathname: '/x/react-data-grid/localization' },
    ],
  },
  {
    pathname: '/x/react-data-grid/advanced-features',
    title: 'Advanced features',
    children: [
      { pathname: '/x/react-data-grid/tree-data', plan: 'pro' },
      {
        pathname: '/x/react-data-grid/advanced-features/row-grouping',
        subheader: 'Row grouping',
        children: [
          { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
          { pathname: '/x/react-data-grid/recipes-row-grouping', plan: 'premium' },
        ],
      },
      { pathname: '/x/react-data-grid/aggregation', plan: 'premium' },
      {
        pathname: '/x/react-data-grid/advanced-features/pivoting',
        subheader: 'Pivoting',
        children: [
          { pathname: '/x/react-data-grid/pivoting', plan: 'premium' },
          { pathname: '/x/react-data-grid/pivoting-explained', plan: 'premium' },
        ],
      },
      { pathname: '/x/react-data-grid/export' },
      { pathname: '/x/react-data-grid/clipboard' },
      { pathname: '/x/react-data-grid/undo-redo', plan: 'premium' },
      { pathname: '/x/react-data-grid/scrolling' },
      { pathname: '/x/react-data-grid/list-view', plan: 'pro' },
      { pathname: '/x/react-data-grid/charts-integration', plan: 'premium', unstable: true },
      { pathname: '/x/react-data-grid/ai-assistant', plan: 'premium' },
    ],
  },
] satisfies PageTree;
