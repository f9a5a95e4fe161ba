import { describe, expect, it } from 'vitest';
import { isUnlicensedNotice, removeUnlicensedWatermarks } from '../support/gates';

describe('MUI X without a licence key', () => {
  it('recognises the missing-key notice, framed in asterisks as the package prints it, and nothing else', () => {
    const frame = '*************************************************************';
    expect(isUnlicensedNotice(`${frame}\n\nMUI X: Missing license key.\n\nThe license key is missing.\n\n${frame}`)).toBe(true);
    expect(isUnlicensedNotice('MUI X: Missing license key.')).toBe(true);
    expect(isUnlicensedNotice(`${frame}\n\nMUI X: Invalid license key.`)).toBe(false);
    expect(isUnlicensedNotice('TypeError: rows is undefined')).toBe(false);
  });

  it('removes the packages’ watermark before an audit, and leaves other styled elements', () => {
    document.body.innerHTML = `
      <div class="grid"><div style="position: absolute; pointer-events: none; color: #8282829e">MUI X Missing license key</div><div style="pointer-events: none">MUI X rocks <b>here</b></div></div>
      <div style="color: red">MUI X styled note</div>`;
    removeUnlicensedWatermarks();
    expect(document.body.textContent).not.toContain('Missing license key');
    expect(document.body.textContent).toContain('MUI X rocks');
    expect(document.body.textContent).toContain('MUI X styled note');
  });
});
