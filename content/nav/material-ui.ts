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
      { pathname: '/material-ui/getting-started/learn' },
      { pathname: '/material-ui/getting-started/design-resources' },
      { pathname: '/material-ui/getting-started/faq' },
      { pathname: '/material-ui/getting-started/supported-components' },
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
          { pathname: '/material-ui/react-button-group' },
          { pathname: '/material-ui/react-checkbox' },
          { pathname: '/material-ui/react-floating-action-button' },
          { pathname: '/material-ui/react-radio-button' },
          { pathname: '/material-ui/react-rating' },
          { pathname: '/material-ui/react-select' },
          { pathname: '/material-ui/react-slider' },
          { pathname: '/material-ui/react-switch' },
          { pathname: '/material-ui/react-text-field' },
          { pathname: '/material-ui/react-transfer-list' },
          { pathname: '/material-ui/react-toggle-button' },
        ],
      },
      {
        pathname: '/material-ui/components/data-display',
        subheader: 'Data display',
        children: [
          { pathname: '/material-ui/react-avatar' },
          { pathname: '/material-ui/react-badge' },
          { pathname: '/material-ui/react-chip' },
          { pathname: '/material-ui/react-divider' },
          { pathname: '/material-ui/icons' },
          { pathname: '/material-ui/material-icons' },
          { pathname: '/material-ui/react-list' },
          { pathname: '/material-ui/react-table' },
          { pathname: '/material-ui/react-tooltip' },
          { pathname: '/material-ui/react-typography' },
        ],
      },
      {
        pathname: '/material-ui/components/feedback',
        subheader: 'Feedback',
        children: [
          { pathname: '/material-ui/react-alert' },
          { pathname: '/material-ui/react-backdrop' },
          { pathname: '/material-ui/react-dialog' },
          { pathname: '/material-ui/react-progress' },
          { pathname: '/material-ui/react-skeleton' },
          { pathname: '/material-ui/react-snackbar' },
        ],
      },
      {
        pathname: '/material-ui/components/surfaces',
        subheader: 'Surfaces',
        children: [
          { pathname: '/material-ui/react-accordion' },
          { pathname: '/material-ui/react-app-bar' },
          { pathname: '/material-ui/react-card' },
          { pathname: '/material-ui/react-paper' },
        ],
      },
      {
        pathname: '/material-ui/components/navigation',
        subheader: 'Navigation',
        children: [
          { pathname: '/material-ui/react-bottom-navigation' },
          { pathname: '/material-ui/react-breadcrumbs' },
          { pathname: '/material-ui/react-drawer' },
          { pathname: '/material-ui/react-link' },
          { pathname: '/material-ui/react-menu' },
          { pathname: '/material-ui/react-pagination' },
          { pathname: '/material-ui/react-speed-dial' },
          { pathname: '/material-ui/react-stepper' },
          { pathname: '/material-ui/react-tabs' },
        ],
      },
      {
        pathname: '/material-ui/components/layout',
        subheader: 'Layout',
        children: [
          { pathname: '/material-ui/react-box' },
          { pathname: '/material-ui/react-container' },
          { pathname: '/material-ui/react-grid' },
          { pathname: '/material-ui/react-stack' },
        ],
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
