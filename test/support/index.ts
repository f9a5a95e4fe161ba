/**
 * The test support's public module: what benchmarks and scripts share with the tests. The
 * quality gates (axe, html-validate, links and anchors, first-view weight), the page-weight
 * budgets, Debian's Chromium, the docs server as a fixture, the sitemap's route kinds and the
 * search relevance queries. Everything else under `test/support/` is the tests' own.
 */
export { budgetBytes, routeType } from './budgets';
export { CHROMIUM_PATH, launchChromium } from './chromium';
export { ROOT, serveDocs } from './docs-server';
export { auditAxe, checkLinks, firstViewJs, htmlIds, isUnlicensedNotice, validateHtml } from './gates';
export { RELEVANCE_QUERIES } from './relevance-queries';
export { isApiRoute, isWritten } from './sitemap';
