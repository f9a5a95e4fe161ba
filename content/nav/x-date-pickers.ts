import type { PageTree } from '../../runtime/page-tree/types';

/** MUI X Date and Time Pickers page tree. */
export default [
  { pathname: '/x/react-date-pickers' },
  { pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker', plan: 'pro', linkProps: { href: 'https://mui.com/x/react-date-pickers/date-range-picker/', rel: 'noopener' } },
] satisfies PageTree;
