/**
 * Worker thread of `validateHtml` (gates.ts): validates its share of the pages with
 * html-validate and posts back each page's messages (`[file, {line, column, ruleId, message}[]]`).
 * Plain JavaScript, so Node runs it as it is, without the test runner's transform.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { HtmlValidate } from 'html-validate';

const validator = new HtmlValidate(workerData.config);
const reports = [];
for (const [file, html] of workerData.pages) {
  const report = await validator.validateString(html, file);
  reports.push([file, report.results.flatMap((result) => result.messages.map(({ line, column, ruleId, message }) => ({ line, column, ruleId, message })))]);
}
parentPort.postMessage(reports);
