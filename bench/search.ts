/**
 * Search figures: the index size, raw and gzipped, and the median latency of a query
 * in the browser, from the input event to the results rendered.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, RELEVANCE_QUERIES } from '../test/support';

/** Index sizes in bytes: every tier together, and the first tier (what a first query loads). */
export async function searchIndexSize(outDir: string): Promise<{ raw: number; gzip: number; firstQueryGzip: number; files: number }> {
  const files = (await readdir(path.join(outDir, 'assets'))).filter((name) => /^search-[\w-]+\.json$/.test(name));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(path.join(outDir, 'assets', file));
      return { file, raw: content.length, gzip: gzipSync(content).length };
    }),
  );
  return {
    raw: sizes.reduce((sum, size) => sum + size.raw, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    firstQueryGzip: sizes.find((size) => size.file.startsWith('search-pages-'))?.gzip ?? 0,
    files: files.length,
  };
}

/** Median time, ms, from typing a query to its results on screen, over the relevance queries. */
export async function searchLatency(baseUrl: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    // Wait for the index: one query must return results first.
    await page.getByRole('combobox', { name: 'Search' }).fill('button');
    await page.getByRole('option').first().waitFor();
    const samples: number[] = [];
    for (const [query] of RELEVANCE_QUERIES) {
      samples.push(
        await page.evaluate(
          (text) =>
            new Promise<number>((resolve) => {
              const input = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
              const list = document.getElementById('search-results')!;
              const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
              setter.call(input, '');
              input.dispatchEvent(new Event('input', { bubbles: true }));
              const started = performance.now();
              const observer = new MutationObserver(() => {
                if (!list.querySelector('[role="option"]')) return;
                observer.disconnect();
                resolve(performance.now() - started);
              });
              observer.observe(list, { childList: true, subtree: true });
              setter.call(input, text);
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }),
          query,
        ),
      );
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)];
  } finally {
    await browser.close();
  }
}
