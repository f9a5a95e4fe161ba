import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError } from '../errors';

/** Frontmatter of a content page. Unknown keys are an error, so typos surface. */
export const frontmatterSchema = z
  .object({
    title: z.string().min(1),
    /** The drawer's label when the title is long ("Overview" for "Data Grid"). */
    shortTitle: z.string().min(1).optional(),
    description: z.string().min(1),
    /** Old URLs of this page (`/material-ui/guides/right-to-left/`): each gets a redirect here. */
    aliases: z.array(z.string().regex(/^\/[a-z0-9-/]*\/$/, 'an alias is a site path with a trailing slash')).optional(),
    /** Blog posts: publication date, YYYY-MM-DD. */
    date: z.iso.date().optional(),
    /** Blog posts: author names. */
    authors: z.array(z.string()).optional(),
    /** Blog posts: topic tags. */
    tags: z.array(z.string()).optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/**
 * Parses and validates YAML frontmatter.
 * @param startLine one-based line of the YAML's first line in `file`, for error positions.
 * @throws ContentError naming the file, the line and the offending key.
 */
export function parseFrontmatter(yamlText: string, file: string, startLine: number): Frontmatter {
  const document = parseDocument(yamlText, { prettyErrors: false });
  const [yamlError] = document.errors;
  if (yamlError) {
    const line = yamlError.linePos?.[0].line ?? 1;
    throw new ContentError(file, startLine + line - 1, `invalid frontmatter: ${yamlError.message}`);
  }
  const result = frontmatterSchema.safeParse(document.toJS());
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys[0] : ''));
  const line = key ? yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`)) : -1;
  throw new ContentError(file, line >= 0 ? startLine + line : startLine, `frontmatter ${key ? `"${key}" ` : ''}${issue.message}`);
}

/**
 * Reads and validates the frontmatter of a Markdown page without rendering its body (the
 * titles of every page are needed even when one page is built).
 * @throws ContentError naming the file and line when the frontmatter is missing or invalid.
 */
export function readFrontmatter(source: string, file: string): Frontmatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?(?:\n|$)/.exec(source);
  if (!match) throw new ContentError(file, 1, 'missing frontmatter: start the file with ---, title: and description:');
  return parseFrontmatter(match[1], file, 2);
}
