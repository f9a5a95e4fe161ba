/**
 * Demos use only current APIs: the type check fails on any use of an API the installed packages
 * mark `@deprecated`, which TypeScript reports as suggestion diagnostics 6385 ("is deprecated")
 * and 6387 ("the signature … is deprecated"). One allowlist holds the content folders whose
 * pages exist to document deprecations and migrations, where the old API is the subject.
 */
import path from 'node:path';
import ts from 'typescript';

/** TypeScript's diagnostic codes for the use of a deprecated declaration or signature. */
export const DEPRECATION_CODES: ReadonlySet<number> = new Set([6385, 6387]);

/**
 * Content folders (relative to the content folder, `/`-separated) whose demos may use deprecated
 * APIs: the migration guides, and the page of Material UI's legacy Grid, which documents a
 * component the package keeps but marks deprecated.
 */
export const DEPRECATION_ALLOWLIST: readonly string[] = [
  'material-ui/migration/',
  'x/migration/',
  'joy-ui/migration/',
  'system/migration/',
  'material-ui/react-grid-legacy/',
];

/** Whether the demo file `file` (absolute) is in an allowlisted folder of `contentDir`. */
export function mayUseDeprecated(contentDir: string, file: string): boolean {
  const relative = path.relative(contentDir, file).split(path.sep).join('/');
  return DEPRECATION_ALLOWLIST.some((folder) => relative.startsWith(folder));
}

/** A program's suggestion diagnostics for one file (a method TypeScript's `Program` has but does not declare). */
type WithSuggestions = ts.Program & { getSuggestionDiagnostics(file: ts.SourceFile): readonly ts.Diagnostic[] };

/**
 * The uses of deprecated APIs in the content files of `program` (those under `contentDir` and
 * outside the allowlist), as errors. Call it after the program's own diagnostics: the files are
 * then type-checked already, and this costs little.
 */
export function deprecatedUses(program: ts.Program, contentDir: string): ts.Diagnostic[] {
  const inContent = (file: ts.SourceFile) => !path.relative(contentDir, file.fileName).startsWith('..') && !mayUseDeprecated(contentDir, file.fileName);
  return program
    .getSourceFiles()
    .filter(inContent)
    .flatMap((file) => (program as WithSuggestions).getSuggestionDiagnostics(file))
    .filter((diagnostic) => DEPRECATION_CODES.has(diagnostic.code))
    .map((diagnostic) => ({ ...diagnostic, category: ts.DiagnosticCategory.Error }));
}
