/**
 * A template's source files as the page's file tree shows them: folders first, then files, each
 * level in alphabetical order, the template's entry module first among the top-level files. Pure.
 */

/** One of a template's files: its path in the template (`components/Header.tsx`) and where its highlighted code is. */
export interface TemplateFile {
  path: string;
  /** Public URL of its highlighted code (an HTML fragment), fetched when the reader opens it. */
  url: string;
}

/** A folder (with children) or a file of the tree. */
export interface FileTreeNode {
  name: string;
  /** The file's path, for a file. */
  path?: string;
  children?: FileTreeNode[];
}

/**
 * The tree of `paths` (`/`-separated, relative to the template).
 * @param entry the entry module's path, listed first among the top-level files.
 */
export function fileTree(paths: readonly string[], entry?: string): FileTreeNode[] {
  const root: FileTreeNode = { name: '', children: [] };
  for (const file of paths) {
    let node = root;
    const parts = file.split('/');
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      let child = node.children!.find((candidate) => candidate.name === part && Boolean(candidate.children) === !last);
      if (!child) {
        child = last ? { name: part, path: file } : { name: part, children: [] };
        node.children!.push(child);
      }
      node = child;
    });
  }
  const sort = (nodes: FileTreeNode[]): FileTreeNode[] =>
    nodes
      .map((node) => (node.children ? { ...node, children: sort(node.children) } : node))
      .sort(
        (a, b) =>
          Number(Boolean(b.children)) - Number(Boolean(a.children)) || Number(b.path === entry) - Number(a.path === entry) || a.name.localeCompare(b.name),
      );
  return sort(root.children!);
}

/** Widths of the preview's viewport choices, px; `desktop` fills the frame's container. */
export const TEMPLATE_VIEWPORTS = { phone: 360, tablet: 768, desktop: undefined } as const;

/** A viewport choice of the preview. */
export type TemplateViewport = keyof typeof TEMPLATE_VIEWPORTS;

/** Height of the preview frame, px: a first screen of the template; it scrolls inside. */
export const TEMPLATE_FRAME_HEIGHT = 760;
