import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { hydrateIsland } from '../support/gates';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

describe('prop playgrounds', () => {
  it('re-render the Joy Button with the chosen variant, colour and state, and write its JSX', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/joy-ui/react-button/`);
    const playground = page.getByRole('region', { name: 'Button playground' });
    await hydrateIsland(playground);
    const button = playground.locator('.MuiButton-root');
    await expect(button.getAttribute('class')).resolves.toContain('MuiButton-variantSolid');
    await playground.getByLabel('variant').selectOption('soft');
    await playground.getByLabel('color').selectOption('danger');
    await expect(button.getAttribute('class')).resolves.toMatch(/MuiButton-variantSoft.*MuiButton-colorDanger|MuiButton-colorDanger.*MuiButton-variantSoft/);
    await playground.getByRole('switch', { name: 'disabled' }).check();
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(playground.locator('pre').textContent()).resolves.toBe('<Button color="danger" variant="soft" disabled>Add to cart</Button>');
    expect(errors).toEqual([]);
  });

  it('work the same for Material UI, from its own Button props', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const playground = page.getByRole('region', { name: 'Button playground' });
    await hydrateIsland(playground);
    await playground.getByLabel('variant').selectOption('contained');
    await playground.getByLabel('children').fill('Checkout');
    const button = playground.locator('.MuiButton-root');
    await expect(button.getAttribute('class')).resolves.toContain('MuiButton-contained');
    await expect(button.textContent()).resolves.toBe('Checkout');
    await expect(playground.locator('pre').textContent()).resolves.toBe('<Button variant="contained">Checkout</Button>');
    expect(errors).toEqual([]);
  });
});
