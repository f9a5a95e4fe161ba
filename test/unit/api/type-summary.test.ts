import { describe, expect, it } from 'vitest';
import { foldTypeText, typeSummary } from '../../../runtime/api/type-summary';

const TOOLBAR_RENDER =
  'RenderProp<MUIStyledCommonProps<Theme> & Pick<DetailedHTMLProps<HTMLAttributes<HTMLDivElement>, HTMLDivElement>, keyof ClassAttributes<HTMLDivElement> | keyof HTMLAttributes<HTMLDivElement>>>';

describe('type summaries', () => {
  it('folds brackets deeper than a level, leaving string literals and arrows alone', () => {
    expect(foldTypeText('A<B<C>, D>', 1)).toBe('A<B<…>, D>');
    expect(foldTypeText('A<B<C>, D>', 0)).toBe('A<…>');
    expect(foldTypeText("(value: 'a<b' | 'c') => void", 0)).toBe('(…) => void');
    expect(foldTypeText("{ a: '{' }", 0)).toBe('{…}');
  });

  it('summarises the grid toolbar render prop as its outer shape', () => {
    const summary = typeSummary(TOOLBAR_RENDER);
    expect(summary).toBe('RenderProp<MUIStyledCommonProps<…> & Pick<…>>');
    expect(summary.length).toBeLessThanOrEqual(60);
  });

  it('keeps a short type as it is and cuts a long union between whole members', () => {
    expect(typeSummary('boolean')).toBe('boolean');
    const union = Array.from({ length: 20 }, (_, index) => `'option${index}'`).join(' | ');
    const summary = typeSummary(union, 40);
    expect(summary.endsWith(' …')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(42);
    expect(union.startsWith(summary.slice(0, -2))).toBe(true);
  });
});
