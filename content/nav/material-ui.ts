import type { PageTree } from '../../runtime/page-tree/types';

/** Material UI page tree: drawer order is reading order. */
export default [
  {
    pathname: '/material-ui/getting-started-section',
    title: 'Getting started',
    children: [
      { pathname: '/material-ui/getting-started' },
      { pathname: '/material-ui/getting-started/installation' },
      { pathname: '/material-ui/getting-started/usage' },
      { pathname: '/material-ui/getting-started/example-projects' },
      { pathname: '/material-ui/getting-started/templates', title: 'Templates', linkProps: { href: 'https://mui.com/store/?utm_source=docs', rel: 'noopener' } },
      { pathname: '/material-ui/getting-started/design-resources' },
      { pathname: '/material-ui/getting-started/faq' },
      { pathname: '/material-ui/getting-started/supported-platforms' },
      { pathname: '/material-ui/getting-started/support' },
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
          { pathname: '/material-ui/react-autocomplete' },
          { pathname: '/material-ui/react-button' },
          { pathname: '/material-ui/react-checkbox' },
          { pathname: '/material-ui/react-text-field' },
        ],
      },
      {
        pathname: '/material-ui/components/navigation',
        subheader: 'Navigation',
        children: [{ pathname: '/material-ui/react-tabs' }],
      },
      {
        pathname: '/material-ui/components/feedback',
        subheader: 'Feedback',
        children: [{ pathname: '/material-ui/react-dialog' }],
      },
      {
        pathname: '/material-ui/components/surfaces',
        subheader: 'Surfaces',
        children: [{ pathname: '/material-ui/react-app-bar' }],
      },
    ],
  },
  {
    pathname: '/material-ui/customization',
    title: 'Customization',
    children: [{ pathname: '/material-ui/customization/dark-mode' }, { pathname: '/material-ui/customization/right-to-left' }],
  },
  {
    pathname: '/material-ui/guides',
    title: 'Guides',
    children: [{ pathname: '/material-ui/guides/server-rendering' }],
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
