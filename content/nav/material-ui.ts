import type { PageTree } from '../../runtime/page-tree/types';

/** Material UI page tree, in mui.com's drawer order: drawer order is reading order. */
export default [
  {
    pathname: '/material-ui/getting-started-section',
    title: 'Getting started',
    children: [
      { pathname: '/material-ui/getting-started' },
      { pathname: '/material-ui/getting-started/installation' },
      { pathname: '/material-ui/getting-started/usage' },
      { pathname: '/material-ui/getting-started/example-projects' },
      { pathname: '/material-ui/getting-started/templates' },
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
      { pathname: '/material-ui/all-components' },
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
          { pathname: '/material-ui/react-grid-legacy' },
          { pathname: '/material-ui/react-stack' },
          { pathname: '/material-ui/react-image-list' },
        ],
      },
      {
        pathname: '/material-ui/components/utils',
        subheader: 'Utils',
        children: [
          { pathname: '/material-ui/react-textarea-autosize' },
          { pathname: '/material-ui/transitions' },
        ],
      },
      {
        pathname: '/material-ui/components/lab',
        subheader: 'Lab',
        children: [
          { pathname: '/material-ui/about-the-lab' },
          { pathname: '/material-ui/react-masonry' },
          { pathname: '/material-ui/react-timeline' },
        ],
      },
    ],
  },
  {
    pathname: '/material-ui/customization',
    title: 'Customization',
    children: [
      { pathname: '/material-ui/customization/how-to-customize' },
      { pathname: '/material-ui/customization/overriding-component-structure' },
      { pathname: '/material-ui/customization/dark-mode' },
      { pathname: '/material-ui/customization/color' },
      { pathname: '/material-ui/customization/right-to-left' },
      { pathname: '/material-ui/customization/shadow-dom' },
      {
        pathname: '/material-ui/customization/theme',
        subheader: 'Theme',
        children: [
          { pathname: '/material-ui/customization/default-theme' },
          { pathname: '/material-ui/customization/theming' },
          { pathname: '/material-ui/customization/creating-themed-components' },
          { pathname: '/material-ui/customization/theme-components' },
        ],
      },
      {
        pathname: '/material-ui/customization/tokens',
        subheader: 'Tokens',
        children: [
          { pathname: '/material-ui/customization/palette' },
          { pathname: '/material-ui/customization/typography' },
          { pathname: '/material-ui/customization/spacing' },
          { pathname: '/material-ui/customization/breakpoints' },
          { pathname: '/material-ui/customization/container-queries' },
          { pathname: '/material-ui/customization/density' },
          { pathname: '/material-ui/customization/z-index' },
          { pathname: '/material-ui/customization/transitions' },
        ],
      },
      {
        pathname: '/material-ui/customization/css-variables',
        subheader: 'CSS variables',
        children: [
          { pathname: '/material-ui/customization/css-theme-variables/overview' },
          { pathname: '/material-ui/customization/css-theme-variables/usage' },
          { pathname: '/material-ui/customization/css-theme-variables/configuration' },
        ],
      },
      {
        pathname: '/material-ui/customization/styles',
        subheader: 'Styles',
        children: [
          { pathname: '/material-ui/customization/css-layers' },
        ],
      },
    ],
  },
  {
    pathname: '/material-ui/guides',
    title: 'How-to guides',
    children: [
      { pathname: '/material-ui/guides/minimizing-bundle-size' },
      { pathname: '/material-ui/guides/server-rendering' },
      { pathname: '/material-ui/guides/responsive-ui' },
      { pathname: '/material-ui/guides/testing' },
      { pathname: '/material-ui/guides/localization' },
      { pathname: '/material-ui/guides/api' },
      { pathname: '/material-ui/guides/typescript' },
      { pathname: '/material-ui/guides/composition' },
      { pathname: '/material-ui/guides/content-security-policy' },
      { pathname: '/material-ui/guides/configuring-bundlers-for-css-imports' },
    ],
  },
  {
    pathname: '/material-ui/integrations',
    title: 'Integrations',
    children: [
      { pathname: '/material-ui/integrations/tailwindcss/tailwindcss-v4' },
      { pathname: '/material-ui/integrations/nextjs' },
      { pathname: '/material-ui/integrations/routing' },
      { pathname: '/material-ui/integrations/styled-components' },
      { pathname: '/material-ui/integrations/interoperability' },
      { pathname: '/material-ui/integrations/theme-scoping' },
    ],
  },
  {
    pathname: '/material-ui/experimental-apis',
    title: 'Experimental APIs',
    children: [
      { pathname: '/material-ui/experimental-api/classname-generator' },
      { pathname: '/material-ui/experimental-api/pigment-css' },
    ],
  },
  {
    pathname: '/material-ui/migration',
    title: 'Migration',
    children: [
      { pathname: '/material-ui/migration/upgrade-to-grid-v2' },
      { pathname: '/material-ui/migration/pickers-migration' },
      {
        pathname: '/material-ui/migration/upgrade-to-v7-section',
        subheader: 'Upgrade to v7',
        children: [
          { pathname: '/material-ui/migration/upgrade-to-v7' },
        ],
      },
      {
        pathname: '/material-ui/migration/upgrade-to-v6-section',
        subheader: 'Upgrade to v6',
        children: [
          { pathname: '/material-ui/migration/upgrade-to-v6' },
          { pathname: '/material-ui/migration/migrating-from-deprecated-apis' },
          { pathname: '/material-ui/migration/migrating-to-pigment-css' },
        ],
      },
      {
        pathname: '/material-ui/migration/upgrade-to-v5',
        subheader: 'Upgrade to v5',
        children: [
          { pathname: '/material-ui/migration/migration-v4' },
          { pathname: '/material-ui/migration/v5-style-changes' },
          { pathname: '/material-ui/migration/v5-component-changes' },
          { pathname: '/material-ui/migration/migrating-from-jss' },
          { pathname: '/material-ui/migration/troubleshooting' },
        ],
      },
      {
        pathname: '/material-ui/migration/earlier-versions',
        subheader: 'Earlier versions',
        children: [
          { pathname: '/material-ui/migration/migration-v3' },
          { pathname: '/material-ui/migration/migration-v0x' },
        ],
      },
    ],
  },
  {
    pathname: '/material-ui/discover-more',
    title: 'Discover more',
    children: [
      { pathname: '/material-ui/discover-more/showcase' },
      { pathname: '/material-ui/discover-more/related-projects' },
      { pathname: '/material-ui/discover-more/roadmap' },
      { pathname: '/material-ui/discover-more/backers' },
      { pathname: '/material-ui/discover-more/vision' },
      { pathname: '/material-ui/discover-more/changelog' },
      { pathname: '/material-ui/discover-more/older-versions', title: 'v6 documentation', linkProps: { href: 'https://v6.mui.com/material-ui/getting-started/', rel: 'noopener' } },
    ],
  },
  {
    pathname: '/material-ui/design-resources',
    title: 'Design resources',
    children: [
      { pathname: '/material-ui/design-resources/material-ui-for-figma' },
      { pathname: '/material-ui/design-resources/material-ui-sync' },
    ],
  },

] satisfies PageTree;
