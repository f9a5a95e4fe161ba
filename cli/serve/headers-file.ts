/**
 * Reads a `_headers` file (the Netlify / Cloudflare Pages convention the build writes) and
 * finds the headers of a path, as those hosts do: every rule whose pattern matches applies,
 * and a header set by several rules gets their values joined with `, `.
 */
import type { HeaderRule } from '../pipeline/headers/security';

/** Parsed rules, each with its pattern compiled. */
export type HeaderRules = readonly (HeaderRule & { pattern: RegExp })[];

/** The pattern of a rule's path: `*` matches any run of characters, everything else itself. */
export function pathPattern(rulePath: string): RegExp {
  return new RegExp(
    `^${rulePath
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

/**
 * Parses the text of a `_headers` file: a path starting with `/` on an unindented line, then
 * its headers as indented `Name: value` lines; blank lines and `#` comments are skipped.
 * @param file the file's name, for errors.
 * @throws Error `<file>:<line>: …` for a header before any path, a header line without `:`, or an unindented line that is not a path.
 */
export function parseHeadersFile(text: string, file: string): HeaderRules {
  const rules: (HeaderRule & { pattern: RegExp })[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const fail = (reason: string) => new Error(`${file}:${index + 1}: ${reason}`);
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/')) throw fail(`expected a path starting with / (got ${JSON.stringify(line.slice(0, 80))})`);
      rules.push({ path: line.trim(), pattern: pathPattern(line.trim()), headers: {} });
      return;
    }
    const colon = line.indexOf(':');
    if (rules.length === 0) throw fail('a header before any path');
    if (colon === -1) throw fail(`expected "Name: value" (got ${JSON.stringify(line.trim().slice(0, 80))})`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!/^[!#$%&'*+.^_`|~\w-]+$/.test(name)) throw fail(`invalid header name ${JSON.stringify(name)}`);
    const headers = rules[rules.length - 1].headers;
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  });
  return rules;
}

/** The headers of every rule matching `pathname` (the decoded request path), merged. */
export function headersFor(rules: HeaderRules, pathname: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      merged[key] = merged[key] ? `${merged[key]}, ${value}` : value;
    }
  }
  return merged;
}
