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
  {
    pathname: '/joy-ui/customization',
    title: 'Customization',
    children: [
      {
        pathname: '/joy-ui/customization/tools',
        subheader: 'Tools',
        children: [{ pathname: '/joy-ui/customization/default-theme-viewer' }],
      },
    ],
  },
] satisfies PageTree;
