/**
 * The TypeScript 5 program over the installed packages' declarations. One
 * virtual entry imports every documented package, so module augmentations (X's theme keys in
 * Material's theme) are merged as in a reader's project.
 */
import path from 'node:path';
import ts from 'typescript';

/** A program with its checker and a way to reach any module's symbol. */
export interface ApiProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  entry: ts.SourceFile;
  /** The module symbol of an import specifier such as `@mui/material/Button`, if it resolves. */
  moduleSymbol(specifier: string): ts.Symbol | undefined;
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  types: [],
};

/**
 * Creates the program.
 * @param root project root whose `node_modules` hold the packages.
 * @throws Error naming a package that does not resolve.
 */
export function createApiProgram(root: string, packages: readonly string[], augmentations: readonly string[] = []): ApiProgram {
  const entryFile = path.join(root, '.cache/api-entry.ts');
  const entryText = [
    ...packages.map((name, index) => `export * as P${index} from '${name}';`),
    ...augmentations.map((name) => `import type {} from '${name}';`),
  ].join('\n');
  const host = ts.createCompilerHost(OPTIONS);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (file === entryFile ? entryText : readFile(file));
  host.fileExists = (file) => file === entryFile || fileExists(file);
  const program = ts.createProgram([entryFile], OPTIONS, host);
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryFile)!;
  const moduleSymbol = (specifier: string) => {
    const resolved = ts.resolveModuleName(specifier, entryFile, OPTIONS, host).resolvedModule;
    const file = resolved && program.getSourceFile(resolved.resolvedFileName);
    return file && checker.getSymbolAtLocation(file);
  };
  for (const name of packages) {
    if (!moduleSymbol(name)) throw new Error(`API: package ${name} does not resolve from ${root}; is it installed?`);
  }
  return { program, checker, entry, moduleSymbol };
}
