/**
 * Code blocks that guides promise will run: a fenced block whose info string carries the word
 * `check` (```` ```tsx check ````) is a complete module, and the test suite and `check:page`
 * type-check it against the installed packages, so a theme file, a provider or a layout shown in
 * a guide cannot drift from the API it documents.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Code } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { typeGroups } from './type-groups';

/** Languages a checked block may be written in, with the file extension it is compiled as. */
const EXTENSIONS: Record<string, string> = { ts: 'ts', tsx: 'tsx', typescript: 'ts', js: 'js', jsx: 'jsx' };

/** One checked block: where it is and what it says. */
export interface CheckedBlock {
  /** Markdown file it is in. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** File extension it compiles as (`tsx`, `ts`, `jsx`, `js`). */
  extension: string;
  code: string;
}

/**
 * The checked blocks of one Markdown source. Pure.
 * @throws Error naming the file and line when a block marked `check` is in a language that
 *   cannot be type-checked.
 */
export function checkedBlocks(source: string, file: string): CheckedBlock[] {
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).parse(source);
  const blocks: CheckedBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    if (!node.meta?.split(/\s+/).includes('check')) return;
    const line = node.position?.start.line ?? 1;
    const extension = EXTENSIONS[node.lang ?? ''];
    if (!extension) throw new Error(`${file}:${line}: a \`check\` block must be ts, tsx, js or jsx, not ${node.lang ?? 'unlabelled'}`);
    blocks.push({ file, line, extension, code: node.value });
  });
  return blocks;
}

/** Diagnostics about unused names, which a guide's fragment of an app may well have. */
const UNUSED = new Set([6133, 6192, 6196, 6198, 6205]);

/**
 * Writes each block as a module of its own under `<root>/.cache/checked-code/<pid>/`, where it
 * resolves the installed packages as a reader's project would.
 * @returns the written files, each with its block, and a function that removes them.
 */
export async function writeBlockFiles(
  root: string,
  blocks: readonly CheckedBlock[],
): Promise<{ files: Map<string, CheckedBlock>; remove: () => Promise<void> }> {
  const dir = path.join(root, '.cache/checked-code', String(process.pid));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const files = new Map<string, CheckedBlock>();
  await Promise.all(
    blocks.map(async (block, index) => {
      const name = path.join(dir, `block${index}.${block.extension}`);
      files.set(name, block);
      // Each block is its own module even when it has no import.
      await writeFile(name, `${block.code}\nexport {};\n`);
    }),
  );
  return { files, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The problem a diagnostic reports in a block, as `<markdown file>:<line>: <message>` with the
 * line in the Markdown file; undefined for a diagnostic outside the blocks or about an unused name.
 */
export function blockProblem(diagnostic: ts.Diagnostic, files: ReadonlyMap<string, CheckedBlock>): string | undefined {
  const block = diagnostic.file && files.get(diagnostic.file.fileName);
  if (!block || UNUSED.has(diagnostic.code)) return undefined;
  const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  return `${block.file}:${block.line + 1 + line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
}

/** The project's compiler options (tsconfig.json's) as checked blocks compile with them: JavaScript blocks checked too. Pure. */
export function blockCompilerOptions(projectOptions: ts.CompilerOptions | undefined): ts.CompilerOptions {
  return { ...projectOptions, noEmit: true, allowJs: true, checkJs: true };
}

/**
 * Type-checks blocks as separate modules with the project's compiler options and `allowJs`
 * (see {@link writeBlockFiles}). Unused names are allowed: a guide shows a fragment of an app.
 * Blocks for different date adapters compile apart, as demos do (type-groups.ts).
 * @returns one line per problem (see {@link blockProblem}); empty when every block compiles.
 */
export async function typeCheckBlocks(root: string, blocks: CheckedBlock[]): Promise<string[]> {
  if (!blocks.length) return [];
  const { files, remove } = await writeBlockFiles(root, blocks);
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = blockCompilerOptions(config?.options);
  const groups = typeGroups([...files.keys()], (name) => files.get(name)!.code);
  const problems = [...groups.values()]
    .flatMap((group) => ts.getPreEmitDiagnostics(ts.createProgram(group, options)))
    .flatMap((diagnostic) => blockProblem(diagnostic, files) ?? []);
  await remove();
  return problems;
}
