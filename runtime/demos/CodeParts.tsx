import type { CodeVariant } from '../preferences/code-variant/code-variant';

/** Highlighted source of one code variant (TS or JS): the whole file, and the JSX preview when it is short. */
export interface HighlightedCode {
  full: string;
  preview?: string;
}

/** One block of a demo's source: the short JSX preview or the whole file. */
export type CodePart = 'preview' | 'full';

/**
 * Highlighted source blocks of one code variant of a demo, each in a `div` marked with its
 * variant and part (`data-variant="TS"`, `data-part="preview" | "full"`) for the toolbar and the
 * demo's CSS. A page carries only the blocks shown before the reader acts (the TypeScript preview
 * of a demo whose JSX is short; none for a longer demo, whose code starts hidden); the build
 * writes the others to files the toolbar fetches on demand (see {@link lazyCodeParts}).
 */
export function CodeParts({ variant, code, parts }: { variant: CodeVariant; code: HighlightedCode; parts: readonly CodePart[] }) {
  return (
    <>
      {parts.map((part) => (
        <div key={part} data-variant={variant} data-part={part} dangerouslySetInnerHTML={{ __html: code[part]! }} />
      ))}
    </>
  );
}

/**
 * True when a demo's collapsed code shows a preview (its short JSX; both variants have one).
 * Otherwise the collapsed code shows nothing until the reader asks for it.
 */
export const hasPreview = (code: Record<CodeVariant, HighlightedCode>) => Boolean(code.TS.preview && code.JS.preview);

/** The TypeScript blocks a page carries inline: the preview, or nothing. */
export const inlineCodeParts = (code: Record<CodeVariant, HighlightedCode>): CodePart[] => (hasPreview(code) ? ['preview'] : []);

/** Kinds of code blocks loaded on demand, named by the code container's data attribute holding their URL. */
export type LazyCodeKind = 'jsCode' | 'tsFull';

/**
 * The blocks loaded on demand, by the code container's data attribute that holds their URL:
 * `data-js-code` (every JavaScript block, when the reader picks JS) and `data-ts-full` (the
 * whole TypeScript file, when the reader expands the code, copies it or opens the editor).
 */
export function lazyCodeParts(code: Record<CodeVariant, HighlightedCode>): Record<LazyCodeKind, { variant: CodeVariant; parts: CodePart[] }> {
  return { jsCode: { variant: 'JS', parts: hasPreview(code) ? ['preview', 'full'] : ['full'] }, tsFull: { variant: 'TS', parts: ['full'] } };
}
