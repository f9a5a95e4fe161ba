import type { PageTree } from '../../runtime/page-tree/types';

/** Joy UI page tree. */
export default [
  {
    pathname: '/joy-ui/getting-started',
    title: 'Getting started',
    children: [{ pathname: '/joy-ui/getting-started/overview', title: 'Overview' }],
  },
  {
    pathname: '/joy-ui/components',
    title: 'Components',
    children: [{ pathname: '/joy-ui/react-button', title: 'Button', beta: true }],
  },
] satisfies PageTree;
