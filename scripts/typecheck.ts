/**
 * `npm run typecheck`: `tsc --noEmit` over tsconfig.json, run as one program per type group
 * (cli/pipeline/content/type-groups.ts): demos for the date-fns, Luxon or Moment adapter each
 * compile apart, as they would in a reader's app; a demo's use of an API the packages mark
 * `@deprecated` is an error too (`deprecated-apis.ts`). Prints the diagnostics as tsc does and
 * exits 1 when there are any.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { typeGroups } from '../cli/pipeline/content/type-groups';
import { deprecatedUses } from '../cli/pipeline/content/deprecated-apis';

const root = path.resolve(import.meta.dirname, '..');
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (error) => console.error(ts.flattenDiagnosticMessageText(error.messageText, '\n')) },
);
if (!config) process.exit(1);
const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
let count = 0;
for (const [group, files] of typeGroups(config.fileNames, (file) => readFileSync(file, 'utf8'))) {
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...deprecatedUses(program, path.join(root, 'content'))];
  count += diagnostics.length;
  if (diagnostics.length) process.stdout.write(ts.formatDiagnostics(diagnostics, host));
  if (group) console.log(`typecheck: ${files.length} files for ${group}, ${diagnostics.length} errors`);
}
console.log(`typecheck: ${config.fileNames.length} files, ${count} errors`);
process.exit(count ? 1 : 0);
