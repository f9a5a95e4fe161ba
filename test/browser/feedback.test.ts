/**
 * Page feedback end to end: the widget on a guide page against the service `docs
 * serve` runs, the failure label when the endpoint is down, and durability across a killed
 * service.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { serveDocs } from '../support/docs-server';

const baseUrl = inject('baseUrl');
const siteDir = inject('siteDir');
const PAGE = '/material-ui/react-button/';
const open = setupBrowser();

async function exported(url: string) {
  return (await (await fetch(`${url}/api/feedback/export?format=json`)).json()) as Array<{ page: string; rating: number; comment: string }>;
}

describe('page feedback widget', () => {
  it('asks at the foot of every guide page, and not on API pages', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl}${PAGE}`);
    await expect.poll(() => page.locator('form[data-feedback]').textContent()).toContain('Was this page helpful?');
    await page.goto(`${baseUrl}/material-ui/api/button/`);
    expect(await page.locator('form[data-feedback]').count()).toBe(0);
  });

  it('stores a rating with its comment and says "Feedback submitted"', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl}${PAGE}`);
    const comment = `Loading section helped ${Date.now()}`;
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByLabel('Anything we should add or fix? (optional)').fill(comment);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => page.locator('[data-feedback-status]').textContent()).toBe('Feedback submitted');
    expect(await page.getByRole('button', { name: 'Send feedback' }).isDisabled()).toBe(true);
    expect(await exported(baseUrl)).toContainEqual(expect.objectContaining({ page: PAGE, rating: 0, comment }));
  });

  it('shows the failure label and keeps what the reader typed when the endpoint is down', async () => {
    const { page } = await open();
    await page.route('**/api/feedback', (route) => route.abort('connectionrefused'));
    await page.goto(`${baseUrl}${PAGE}`);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.getByLabel('Anything we should add or fix? (optional)').fill('Keep this text');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const status = page.locator('[data-feedback-status]');
    await expect.poll(() => status.textContent()).toBe("Couldn't submit feedback. Please try again later.");
    expect(await status.getAttribute('role')).toBe('alert');
    expect(await page.getByLabel('Anything we should add or fix? (optional)').inputValue()).toBe('Keep this text');
    expect(await page.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Send feedback' }).isEnabled()).toBe(true);
  });
});

describe('feedback service durability', () => {
  it('keeps every acknowledged row across a killed and restarted service', async () => {
    const db = path.join(await mkdtemp(path.join(os.tmpdir(), 'feedback-')), 'feedback.sqlite');
    const first = await serveDocs(siteDir, ['--feedback-db', db]);
    const acknowledged: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const comment = `row ${index}`;
        const response = await fetch(`${first.url}/api/feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page: PAGE, rating: index % 2, comment }),
        });
        if (response.status === 201) acknowledged.push(comment);
      }),
    );
    expect(acknowledged).toHaveLength(8);
    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));
    const second = await serveDocs(siteDir, ['--feedback-db', db]);
    try {
      expect((await exported(second.url)).map((row) => row.comment).sort()).toEqual(acknowledged.sort());
    } finally {
      await second.stop();
    }
  });
});
