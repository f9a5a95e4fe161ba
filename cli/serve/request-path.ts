/**
 * The path of a request, checked before any file is looked up: pure functions over the raw
 * request target, so every hostile form (malformed escapes, encoded separators, dot segments,
 * backslashes, protocol-relative paths) is decided in one place and tested without a server.
 */

/** A request path that may name a file, or the status that answers it. */
export type RequestPath = { ok: true; path: string; search: string } | { ok: false; status: 400 | 404 };

/**
 * Splits and decodes the raw request target (`request.url`, e.g. `/guide/?q=1`).
 * - 400 when the path is not valid percent-encoded UTF-8 (`/%`, `/%zz/`, overlong `/%C0%AF`),
 *   holds a NUL, or is not origin-form (does not start with `/`).
 * - 404 when, decoded, it has a `.` or `..` segment, an empty segment (`//`), or a backslash:
 *   forms that could leave the output folder or make a redirect point at another host.
 * @returns the decoded path (always one leading `/`) and the raw query with its `?` (or '').
 */
export function parseRequestPath(target: string): RequestPath {
  const query = target.indexOf('?');
  const raw = query === -1 ? target : target.slice(0, query);
  const search = query === -1 ? '' : target.slice(query);
  if (!raw.startsWith('/')) return { ok: false, status: 400 };
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return { ok: false, status: 400 };
  }
  if (path.includes('\0')) return { ok: false, status: 400 };
  if (path.includes('\\')) return { ok: false, status: 404 };
  const segments = path.split('/').slice(1);
  // An empty segment is allowed only last (the folder form, `/guide/`).
  if (segments.some((segment, index) => segment === '.' || segment === '..' || (segment === '' && index < segments.length - 1)))
    return { ok: false, status: 404 };
  return { ok: true, path, search };
}

/**
 * The `Location` of the folder form of `path` (a checked path from {@link parseRequestPath}):
 * each segment percent-encoded again, so the result is always a same-origin absolute path.
 */
export function folderLocation(path: string, search: string): string {
  return `${path.split('/').map(encodeURIComponent).join('/')}/${search}`;
}

/**
 * The output-relative files a static lookup may read for `path`: the path itself, `.html`
 * beside it and its folder's `index.html`, each with its `.br` and `.gz` copies.
 */
export function candidateFiles(path: string): string[] {
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  return [base, `${base}.html`, `${base}/index.html`].flatMap((file) => [file, `${file}.br`, `${file}.gz`]);
}

/**
 * Whether a request for `path` could read through one of `links` (output-relative paths of
 * symbolic links that point out of the output folder, e.g. `/host.txt`).
 */
export function readsThroughLink(path: string, links: readonly string[]): boolean {
  if (links.length === 0) return false;
  return candidateFiles(path).some((file) => links.some((link) => file === link || file.startsWith(`${link}/`)));
}
