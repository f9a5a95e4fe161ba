import type { PageTree } from '../../runtime/page-tree/types';

/** Material UI page tree: drawer order is reading order. */
export default [
  {
    pathname: '/material-ui/getting-started',
    title: 'Getting started',
    children: [
      { pathname: '/material-ui/getting-started/overview', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation', title: 'Installation' },
      { pathname: '/material-ui/getting-started/usage', title: 'Usage' },
    ],
  },
  {
    pathname: '/material-ui/components',
    title: 'Components',
    children: [
      {
        pathname: '/material-ui/components/inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/material-ui/react-autocomplete', title: 'Autocomplete' },
          { pathname: '/material-ui/react-button', title: 'Button' },
          { pathname: '/material-ui/react-checkbox', title: 'Checkbox' },
          { pathname: '/material-ui/react-text-field', title: 'Text Field' },
        ],
      },
      {
        pathname: '/material-ui/components/navigation',
        subheader: 'Navigation',
        children: [{ pathname: '/material-ui/react-tabs', title: 'Tabs' }],
      },
      {
        pathname: '/material-ui/components/feedback',
        subheader: 'Feedback',
        children: [{ pathname: '/material-ui/react-dialog', title: 'Dialog' }],
      },
    ],
  },
  {
    pathname: '/material-ui/discover-more',
    title: 'Discover more',
    children: [
      { pathname: '/material-ui/discover-more/templates', title: 'Templates', linkProps: { href: 'https://mui.com/store/?utm_source=docs', rel: 'noopener' } },
      { pathname: '/material-ui/discover-more/older-versions', title: 'v6 documentation', linkProps: { href: 'https://v6.mui.com/material-ui/getting-started/', rel: 'noopener' } },
    ],
  },
] satisfies PageTree;
