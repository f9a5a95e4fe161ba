import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { hydrateIsland } from '../support/gates';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

describe('live editing', () => {
  it('re-renders as the reader types, shows errors inline, and resets', async () => {
    const { page, errors, scripts } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await page.locator('html[data-demo-toolbars="ready"]').waitFor({ state: 'attached' });
    const demo = page.locator('#demo-BasicButtons');
    await hydrateIsland(demo);
    const before = scripts.length;
    expect(scripts.some((url) => url.includes('live-editor'))).toBe(false);

    await demo.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = demo.getByRole('textbox', { name: 'Edit the BasicButtons source' });
    await editor.waitFor();
    expect(scripts.slice(before).some((url) => url.includes('live-editor'))).toBe(true);

    await editor.fill((await editor.inputValue()).replace('Place order', 'Edited live'));
    await demo.locator('.MuiButton-root', { hasText: 'Edited live' }).waitFor();

    await editor.fill((await editor.inputValue()).replace('</Stack>', '</Stack'));
    await expect.poll(() => demo.getByRole('alert').textContent()).toMatch(/\(\d+:\d+\)/);
    await expect(demo.locator('.MuiButton-root', { hasText: 'Edited live' }).count()).resolves.toBe(1);

    await editor.fill("import Button from '@mui/material/Button';\nexport default function Broken() {\n  throw new Error('boom');\n}\n");
    await demo.getByText('This demo stopped working. boom').waitFor();
    await page.getByRole('button', { name: 'Toggle light and dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark');

    await demo.getByRole('button', { name: 'Reset' }).click();
    await demo.locator('.MuiButton-root', { hasText: 'Place order' }).waitFor();
    expect(errors.filter((error) => !error.includes('boom'))).toEqual([]);
  });

  it('runs edited JS against the demo imports, and names an import it lacks', async () => {
    const { page } = await newPage();
    await page.context().addCookies([{ name: 'codeVariant', value: 'JS', url: baseUrl }]);
    await page.goto(`${baseUrl}/x/react-data-grid/`);
    await page.locator('html[data-demo-toolbars="ready"]').waitFor({ state: 'attached' });
    const demo = page.locator('#demo-DataGridDemo');
    await hydrateIsland(demo);
    await demo.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = demo.getByRole('textbox', { name: 'Edit the DataGridDemo source' });
    await expect(editor.inputValue()).resolves.not.toContain('GridColDef');
    await editor.fill((await editor.inputValue()).replace("headerName: 'City'", "headerName: 'Town'"));
    await demo.getByRole('columnheader', { name: 'Town' }).waitFor();
    await editor.fill(`import Chip from '@mui/material/Chip';\nexport default function X() { return <Chip label="x" />; }\n`);
    await expect
      .poll(() => demo.getByRole('alert').textContent())
      .toBe('"@mui/material/Chip" is not available while editing: only the demo\'s own imports are.');
  });
});
