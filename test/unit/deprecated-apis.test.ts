// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deprecatedUses, mayUseDeprecated } from '../../scripts/typecheck/deprecated-apis';

let content: string;
const DEMO =
  '/** @deprecated Use `formatPrice` instead. */\nexport function price(cents: number) {\n  return `$${cents / 100}`;\n}\nexport const label = price(1250);\n';

beforeAll(async () => {
  content = await mkdtemp(path.join(os.tmpdir(), 'docs-deprecated-'));
  for (const folder of ['material-ui/react-card', 'material-ui/migration/migration-v4']) {
    await mkdir(path.join(content, folder), { recursive: true });
    await writeFile(path.join(content, folder, 'Demo.ts'), DEMO);
  }
});

afterAll(() => rm(content, { recursive: true, force: true }));

describe('deprecated APIs in demos', () => {
  it('reports a use of a deprecated declaration as an error, except in the migration guides', () => {
    const files = ['material-ui/react-card', 'material-ui/migration/migration-v4'].map((folder) => path.join(content, folder, 'Demo.ts'));
    const program = ts.createProgram(files, { noEmit: true, strict: true, target: ts.ScriptTarget.ES2022, types: [] });
    expect(ts.getPreEmitDiagnostics(program)).toEqual([]);
    const uses = deprecatedUses(program, content);
    expect(uses.map((use) => [path.relative(content, use.file!.fileName), use.code, use.category])).toEqual([
      ['material-ui/react-card/Demo.ts', 6387, ts.DiagnosticCategory.Error],
    ]);
    expect(mayUseDeprecated(content, files[1])).toBe(true);
    expect(mayUseDeprecated(content, files[0])).toBe(false);
  });
});
