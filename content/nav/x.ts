import type { PageTree } from '../../runtime/page-tree/types';

/** MUI X: the pages every X package shares (introduction, common concepts, migration). */
export default [
  {
    pathname: '/x/introduction-section',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction' },
      { pathname: '/x/introduction/installation' },
      { pathname: '/x/introduction/licensing' },
      { pathname: '/x/introduction/support' },
      { pathname: '/x/introduction/mcp' },
      { pathname: '/x/introduction/priority-support', plan: 'premium' },
      { pathname: '/x/guides/telemetry', plan: 'pro' },
      { pathname: '/x/introduction/roadmap' },
    ],
  },
  {
    pathname: '/x/common-concepts',
    title: 'Common concepts',
    children: [{ pathname: '/x/common-concepts/custom-components' }, { pathname: '/x/common-concepts/localization' }],
  },
  {
    pathname: '/x/migration',
    title: 'Migration',
    children: [
      { pathname: '/x/migration/migration-data-grid-v7' },
      { pathname: '/x/migration/migration-pickers-v7' },
      { pathname: '/x/migration/usage-with-material-ui-v5-v6' },
      { pathname: '/x/migration/migration-data-grid-v6' },
      { pathname: '/x/migration/migration-pickers-v6' },
      { pathname: '/x/migration/migration-data-grid-v5' },
      { pathname: '/x/migration/migration-pickers-v5' },
      { pathname: '/x/migration/migration-pickers-lab' },
      { pathname: '/x/migration/migration-data-grid-v4' },
    ],
  },
] satisfies PageTree;
