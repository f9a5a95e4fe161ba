import type { PageTree } from '../../runtime/page-tree/types';

/** Joy UI page tree, in mui.com's drawer order. */
export default [
  {
    pathname: '/joy-ui/getting-started-section',
    title: 'Getting started',
    children: [
      { pathname: '/joy-ui/getting-started' },
    ],
  },
  {
    pathname: '/joy-ui/components',
    title: 'Components',
    children: [
      {
        pathname: '/joy-ui/components/inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/joy-ui/react-button' },
        ],
      },
      {
        pathname: '/joy-ui/components/data-display',
        subheader: 'Data display',
        children: [
          { pathname: '/joy-ui/react-aspect-ratio' },
          { pathname: '/joy-ui/react-avatar' },
          { pathname: '/joy-ui/react-badge' },
          { pathname: '/joy-ui/react-chip' },
          { pathname: '/joy-ui/react-divider' },
          { pathname: '/joy-ui/react-list' },
          { pathname: '/joy-ui/react-table' },
          { pathname: '/joy-ui/react-tooltip' },
          { pathname: '/joy-ui/react-typography' },
        ],
      },
      {
        pathname: '/joy-ui/components/feedback',
        subheader: 'Feedback',
        children: [
          { pathname: '/joy-ui/react-alert' },
          { pathname: '/joy-ui/react-circular-progress' },
          { pathname: '/joy-ui/react-linear-progress' },
          { pathname: '/joy-ui/react-modal' },
          { pathname: '/joy-ui/react-skeleton' },
          { pathname: '/joy-ui/react-snackbar' },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/customization',
    title: 'Customization',
    children: [
      {
        pathname: '/joy-ui/customization/tools',
        subheader: 'Tools',
        children: [
          { pathname: '/joy-ui/customization/default-theme-viewer' },
        ],
      },
    ],
  },

] satisfies PageTree;
