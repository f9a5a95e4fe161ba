import type { CodeVariant } from '../preferences/code-variant/code-variant';
import type { VariantCode } from './DemoFrame';

/** One block of a demo's source: the short JSX preview or the whole file. */
export type CodePart = 'preview' | 'full';

/**
 * Highlighted source blocks of one code variant of a demo, each in a `div` marked with its
 * variant and part (`data-variant="TS"`, `data-part="preview" | "full"`) for the toolbar and the
 * demo's CSS. A page carries only the blocks shown before the reader acts (the TypeScript preview
 * of a collapsible demo, or the whole TypeScript file); the build writes the others to files the
 * toolbar fetches on demand (see {@link lazyCodeParts}).
 */
export function CodeParts({ variant, code, parts }: { variant: CodeVariant; code: VariantCode; parts: readonly CodePart[] }) {
  return (
    <>
      {parts.map((part) => (
        <div key={part} data-variant={variant} data-part={part} dangerouslySetInnerHTML={{ __html: code[part]! }} />
      ))}
    </>
  );
}

/** True when a demo shows a collapsed preview first: both variants have one. */
export const isCollapsible = (code: Record<CodeVariant, VariantCode>) => Boolean(code.TS.preview && code.JS.preview);

/** The TypeScript blocks a page carries inline. */
export const inlineCodeParts = (code: Record<CodeVariant, VariantCode>): CodePart[] => (isCollapsible(code) ? ['preview'] : ['full']);

/**
 * The blocks loaded on demand, by the code container's data attribute that holds their URL:
 * `data-js-code` (every JavaScript block, when the reader picks JS) and, for a collapsible demo,
 * `data-ts-full` (the whole TypeScript file, when the reader expands the code or copies it).
 */
export function lazyCodeParts(code: Record<CodeVariant, VariantCode>): { jsCode: { variant: 'JS'; parts: CodePart[] }; tsFull?: { variant: 'TS'; parts: CodePart[] } } {
  const collapsible = isCollapsible(code);
  return { jsCode: { variant: 'JS', parts: collapsible ? ['preview', 'full'] : ['full'] }, ...(collapsible && { tsFull: { variant: 'TS', parts: ['full'] } }) };
}
