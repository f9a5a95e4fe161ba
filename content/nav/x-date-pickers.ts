import type { PageTree } from '../../runtime/page-tree/types';

/** MUI X Date and Time Pickers page tree, in mui.com's drawer order; plan badges from the inventory. */
export default [
  { pathname: '/x/react-date-pickers' },
  { pathname: '/x/react-date-pickers/quickstart' },
  { pathname: '/x/react-date-pickers/base-concepts' },
  {
    pathname: '/x/react-date-pickers/components',
    title: 'Components',
    children: [
      {
        pathname: '/x/react-date-pickers/components/date-components',
        subheader: 'Date components',
        children: [
          { pathname: '/x/react-date-pickers/date-picker' },
          { pathname: '/x/react-date-pickers/date-field' },
          { pathname: '/x/react-date-pickers/date-calendar' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/components/time-components',
        subheader: 'Time components',
        children: [
          { pathname: '/x/react-date-pickers/time-picker' },
          { pathname: '/x/react-date-pickers/time-field' },
          { pathname: '/x/react-date-pickers/time-clock' },
          { pathname: '/x/react-date-pickers/digital-clock' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/components/date-time-components',
        subheader: 'Date Time components',
        children: [
          { pathname: '/x/react-date-pickers/date-time-picker' },
          { pathname: '/x/react-date-pickers/date-time-field' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/components/date-range-components',
        subheader: 'Date Range components',
        children: [
          { pathname: '/x/react-date-pickers/date-range-picker', plan: 'pro' },
          { pathname: '/x/react-date-pickers/date-range-field', plan: 'pro' },
          { pathname: '/x/react-date-pickers/date-range-calendar', plan: 'pro' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/components/time-range-components',
        subheader: 'Time Range components',
        children: [
          { pathname: '/x/react-date-pickers/time-range-picker', plan: 'pro' },
          { pathname: '/x/react-date-pickers/time-range-field', plan: 'pro' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/components/date-time-range-components',
        subheader: 'Date Time Range components',
        children: [
          { pathname: '/x/react-date-pickers/date-time-range-picker', plan: 'pro' },
          { pathname: '/x/react-date-pickers/date-time-range-field', plan: 'pro' },
        ],
      },
      { pathname: '/x/react-date-pickers/fields' },
    ],
  },
  {
    pathname: '/x/react-date-pickers/main-features',
    title: 'Main features',
    children: [
      { pathname: '/x/react-date-pickers/validation' },
      { pathname: '/x/react-date-pickers/lifecycle' },
      { pathname: '/x/react-date-pickers/shortcuts' },
      { pathname: '/x/react-date-pickers/accessibility' },
    ],
  },
  {
    pathname: '/x/react-date-pickers/localization-section',
    title: 'Localization',
    children: [
      { pathname: '/x/react-date-pickers/localization' },
      { pathname: '/x/react-date-pickers/adapters-locale' },
      { pathname: '/x/react-date-pickers/timezone' },
      { pathname: '/x/react-date-pickers/calendar-systems' },
    ],
  },
  {
    pathname: '/x/react-date-pickers/customization',
    title: 'Customization',
    children: [
      { pathname: '/x/react-date-pickers/custom-components' },
      { pathname: '/x/react-date-pickers/custom-layout' },
      { pathname: '/x/react-date-pickers/custom-field' },
      { pathname: '/x/react-date-pickers/custom-opening-button' },
      { pathname: '/x/react-date-pickers/playground' },
    ],
  },
] satisfies PageTree;
