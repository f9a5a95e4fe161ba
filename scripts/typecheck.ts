/**
 * `npm run typecheck`: `tsc --noEmit` over tsconfig.json and over the content's checked code
 * blocks (```` ```tsx check ````, see checked-code.ts), run as one program per type group
 * (scripts/typecheck/type-groups.ts): demos and blocks for the date-fns, Luxon or Moment
 * adapter each compile apart, as they would in a reader's app; a demo's use of an API the
 * packages mark `@deprecated` is an error too (`deprecated-apis.ts`). Prints the diagnostics as
 * tsc does (a block's as `<page>/index.md:<line>: <message>`) and exits 1 when there are any.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { blockCompilerOptions, blockProblem, checkedBlocks, writeBlockFiles } from './typecheck/checked-code';
import { deprecatedUses } from './typecheck/deprecated-apis';
import { typeGroups } from './typecheck/type-groups';

const root = path.resolve(import.meta.dirname, '..');
const content = path.join(root, 'content');
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (error) => console.error(ts.flattenDiagnosticMessageText(error.messageText, '\n')) },
);
if (!config) process.exit(1);

const pages = (await readdir(content, { recursive: true })).filter((file) => file.endsWith('index.md'));
const blocks = (await Promise.all(pages.map(async (file) => checkedBlocks(await readFile(path.join(content, file), 'utf8'), `content/${file}`)))).flat();
const { files: blockFiles, remove } = await writeBlockFiles(root, blocks);
const source = (file: string) => blockFiles.get(file)?.code ?? readFileSync(file, 'utf8');
// One program per group for the code and the blocks together: the packages' types load once.
const options = blockCompilerOptions(config.options);
const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
// The groups' programs share one compiler host that keeps every parsed file: the packages'
// declaration files are parsed once, not once per group (as the language service shares them
// between projects). A parsed file depends only on its text and language version.
const compilerHost = ts.createCompilerHost(options);
const parsed = new Map<string, ts.SourceFile | undefined>();
const parse = compilerHost.getSourceFile;
compilerHost.getSourceFile = (fileName, languageVersion, ...rest) => {
  const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
  if (!parsed.has(key)) parsed.set(key, parse.call(compilerHost, fileName, languageVersion, ...rest));
  return parsed.get(key);
};
let count = 0;
for (const [group, files] of typeGroups([...config.fileNames, ...blockFiles.keys()], source)) {
  const program = ts.createProgram({ rootNames: files, options, host: compilerHost });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...deprecatedUses(program, content)];
  const inCode = diagnostics.filter((diagnostic) => !diagnostic.file || !blockFiles.has(diagnostic.file.fileName));
  const inBlocks = diagnostics.flatMap((diagnostic) => blockProblem(diagnostic, blockFiles) ?? []);
  count += inCode.length + inBlocks.length;
  if (inCode.length) process.stdout.write(ts.formatDiagnostics(inCode, host));
  for (const problem of inBlocks) console.log(problem);
  if (group) console.log(`typecheck: ${files.length} files for ${group}, ${inCode.length + inBlocks.length} errors`);
}
await remove();
console.log(
  `typecheck: ${config.fileNames.length} files and ${blocks.length} checked blocks in ${new Set(blocks.map((block) => block.file)).size} pages, ${count} errors`,
);
process.exit(count ? 1 : 0);
