import type { PageTree } from '../../runtime/page-tree/types';

/** Joy UI page tree. */
export default [
  {
    pathname: '/joy-ui/getting-started-section',
    title: 'Getting started',
    children: [{ pathname: '/joy-ui/getting-started' }],
  },
  {
    pathname: '/joy-ui/components',
    title: 'Components',
    children: [{ pathname: '/joy-ui/react-button', beta: true }],
  },
] satisfies PageTree;
