import { describe, expect, it } from 'vitest';
import { typeBreakPieces } from '../../runtime/api/type-breaks';

describe('type break points', () => {
  it('keeps identifiers and qualified names whole', () => {
    expect(typeBreakPieces('React.ReactNode')).toEqual(['React.ReactNode']);
    expect(typeBreakPieces('Partial<ButtonClasses>')).toEqual(['Partial<', 'ButtonClasses>']);
  });

  it('breaks at spaces and after union, intersection, argument and arrow punctuation', () => {
    expect(typeBreakPieces("'text' | 'outlined' | string")).toEqual(["'text'", ' |', " 'outlined'", ' |', ' string']);
    expect(typeBreakPieces('(event: Event, value: number) => void')).toEqual(['(', 'event:', ' Event,', ' value:', ' number)', ' =>', ' void']);
    expect(typeBreakPieces('SxProps<Theme> & { id?: string }')).toEqual(['SxProps<', 'Theme>', ' &', ' {', ' id?:', ' string', ' }']);
  });

  it('never splits a string literal, whatever it holds', () => {
    expect(typeBreakPieces("'@media (pointer: fine)' | 'a|b, c'")).toEqual(["'@media (pointer: fine)'", ' |', " 'a|b, c'"]);
  });

  it('gives the text back when joined', () => {
    const text = "Array<{ field: string; sort: 'asc' | 'desc' | null | undefined }> | ((params: GridSortModel) => void)";
    expect(typeBreakPieces(text).join('')).toBe(text);
  });
});
