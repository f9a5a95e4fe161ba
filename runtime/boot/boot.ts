/**
 * The boot script, loaded by every page (brief: ≤ 30 KB gz on prose pages, so no React here):
 * colour-mode sync across tabs and with the OS, the narrow-screen drawer, the table-of-contents
 * scroll spy, search shortcuts, "Copy page", island scheduling, and, each as a chunk of its own
 * on the pages that need it, the demo toolbars, the ad slot and the frames loaded once in view;
 * the service worker on the docs host; analytics when the browser is idle.
 */
import { readPageContext } from '../analytics/page-context';
import { startColorModeSync } from '../preferences/color-mode/sync';
import { startPageFeedback } from '../feedback/widget';
import { mountDemosInView, scheduleIslands } from '../islands/schedule';
import { DENSE_ATTRIBUTE } from '../preferences/display-settings';
import { startSearchShortcuts } from '../search/shortcuts';
import { registerServiceWorker } from '../service-worker/register';
import { startCopyPage } from './behaviours/copy-page';
import { startDrawer } from './behaviours/drawer';
import { startTocSpy } from './behaviours/toc-spy';

startColorModeSync();
startDrawer();
startTocSpy();
startSearchShortcuts();
startCopyPage();
startPageFeedback();
scheduleIslands();
// A reader who chose dense demos sees them dense: the server rendered every demo at the default density.
if (document.documentElement.hasAttribute(DENSE_ATTRIBUTE)) window.addEventListener('load', () => mountDemosInView(), { once: true });
if (document.querySelector('[data-demo]')) import('../demos/toolbar').then((toolbar) => toolbar.startDemoToolbars());
if (document.querySelector('[data-ad-slot]')) import('../ads/slot').then((ads) => ads.startAdSlots());
if (document.querySelector('iframe[data-src]')) import('./behaviours/lazy-frames').then((frames) => frames.startLazyFrames());

const page = readPageContext();
if (page) {
  registerServiceWorker(page.docsHost);
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  idle(() => import('../analytics/start').then((analytics) => analytics.startAnalytics(page)));
}
