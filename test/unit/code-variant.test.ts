import { describe, expect, it } from 'vitest';
import { codeVariantCookie, initialCodeVariant, variantFromCookie, variantFromHash } from '../../runtime/preferences/code-variant/code-variant';

describe('code variant', () => {
  it('reads the variant a hash selects', () => {
    expect(variantFromHash('#BasicButtons.tsx')).toBe('TS');
    expect(variantFromHash('#BasicButtons.js')).toBe('JS');
    expect(variantFromHash('#sizes')).toBeUndefined();
  });

  it('starts at TS; a cookie overrides it; a hash overrides everything', () => {
    expect(initialCodeVariant('', '')).toBe('TS');
    expect(initialCodeVariant('', 'a=1; codeVariant=JS')).toBe('JS');
    expect(initialCodeVariant('#Demo.tsx', 'codeVariant=JS')).toBe('TS');
    expect(initialCodeVariant('#Demo.js', 'codeVariant=TS')).toBe('JS');
    expect(variantFromCookie('codeVariant=Python')).toBeUndefined();
  });

  it('saves in the codeVariant cookie with path / for one year', () => {
    expect(codeVariantCookie('JS')).toBe('codeVariant=JS; path=/; max-age=31536000; samesite=lax');
  });
});
