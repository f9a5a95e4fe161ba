import type { PageTree } from '../../runtime/page-tree/types';

/** Joy UI page tree, in mui.com's drawer order. */
export default [
  {
    pathname: '/joy-ui/getting-started-section',
    title: 'Getting started',
    children: [
      { pathname: '/joy-ui/getting-started' },
      { pathname: '/joy-ui/getting-started/installation' },
      { pathname: '/joy-ui/getting-started/usage' },
      { pathname: '/joy-ui/getting-started/tutorial' },
      {
        pathname: '/joy-ui/getting-started/templates-section',
        title: 'Templates',
        children: [
          { pathname: '/joy-ui/getting-started/templates' },
          { pathname: '/joy-ui/getting-started/templates/order-dashboard' },
          { pathname: '/joy-ui/getting-started/templates/profile-dashboard' },
          { pathname: '/joy-ui/getting-started/templates/rental-dashboard' },
          { pathname: '/joy-ui/getting-started/templates/email' },
          { pathname: '/joy-ui/getting-started/templates/messages' },
          { pathname: '/joy-ui/getting-started/templates/files' },
          { pathname: '/joy-ui/getting-started/templates/team' },
          { pathname: '/joy-ui/getting-started/templates/sign-in-side' },
          { pathname: '/joy-ui/getting-started/templates/web-blocks' },
        ],
      },
      { pathname: '/joy-ui/getting-started/roadmap' },
      { pathname: '/joy-ui/getting-started/support' },
      { pathname: '/joy-ui/getting-started/mcp' },
      {
        pathname: '/joy-ui/getting-started/main-features',
        subheader: 'Main features',
        children: [
          { pathname: '/joy-ui/main-features/global-variants' },
          { pathname: '/joy-ui/main-features/color-inversion' },
          { pathname: '/joy-ui/main-features/automatic-adjustment' },
          { pathname: '/joy-ui/main-features/dark-mode-optimization' },
        ],
      },
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
          { pathname: '/joy-ui/react-autocomplete' },
          { pathname: '/joy-ui/react-button' },
          { pathname: '/joy-ui/react-button-group' },
          { pathname: '/joy-ui/react-checkbox' },
          { pathname: '/joy-ui/react-input' },
          { pathname: '/joy-ui/react-radio-button' },
          { pathname: '/joy-ui/react-select' },
          { pathname: '/joy-ui/react-slider' },
          { pathname: '/joy-ui/react-switch' },
          { pathname: '/joy-ui/react-textarea' },
          { pathname: '/joy-ui/react-text-field' },
          { pathname: '/joy-ui/react-toggle-button-group' },
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
      {
        pathname: '/joy-ui/components/surfaces',
        subheader: 'Surfaces',
        children: [
          { pathname: '/joy-ui/react-accordion' },
          { pathname: '/joy-ui/react-card' },
          { pathname: '/joy-ui/react-sheet' },
        ],
      },
      {
        pathname: '/joy-ui/components/navigation',
        subheader: 'Navigation',
        children: [
          { pathname: '/joy-ui/react-breadcrumbs' },
          { pathname: '/joy-ui/react-drawer' },
          { pathname: '/joy-ui/react-link' },
          { pathname: '/joy-ui/react-menu' },
          { pathname: '/joy-ui/react-stepper' },
          { pathname: '/joy-ui/react-tabs' },
        ],
      },
      {
        pathname: '/joy-ui/components/layout',
        subheader: 'Layout',
        children: [
          { pathname: '/joy-ui/react-box' },
          { pathname: '/joy-ui/react-grid' },
          { pathname: '/joy-ui/react-stack' },
        ],
      },
      {
        pathname: '/joy-ui/components/utils',
        subheader: 'Utils',
        children: [
          { pathname: '/joy-ui/react-css-baseline' },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/customization',
    title: 'Customization',
    children: [
      { pathname: '/joy-ui/customization/approaches' },
      {
        pathname: '/joy-ui/customization/theme',
        subheader: 'Theme',
        children: [
          { pathname: '/joy-ui/customization/theme-colors' },
          { pathname: '/joy-ui/customization/theme-shadow' },
          { pathname: '/joy-ui/customization/theme-typography' },
          { pathname: '/joy-ui/customization/themed-components' },
        ],
      },
      {
        pathname: '/joy-ui/customization/guides',
        subheader: 'Guides',
        children: [
          { pathname: '/joy-ui/customization/dark-mode' },
          { pathname: '/joy-ui/customization/using-css-variables' },
          { pathname: '/joy-ui/customization/creating-themed-components' },
          { pathname: '/joy-ui/customization/overriding-component-structure' },
          { pathname: '/joy-ui/customization/right-to-left' },
        ],
      },
      {
        pathname: '/joy-ui/customization/tools',
        subheader: 'Tools',
        children: [
          { pathname: '/joy-ui/customization/default-theme-viewer' },
          { pathname: '/joy-ui/customization/theme-builder' },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/integrations',
    title: 'Integrations',
    children: [
      { pathname: '/joy-ui/integrations/next-js-app-router' },
      { pathname: '/joy-ui/integrations/material-ui' },
      { pathname: '/joy-ui/integrations/icon-libraries' },
    ],
  },
  {
    pathname: '/joy-ui/migration',
    title: 'Migration',
    children: [
      { pathname: '/joy-ui/migration/migrating-default-theme' },
    ],
  },
] satisfies PageTree;
