/**
 * The Markdown pipeline (unified): frontmatter, GFM, directives (demos, playgrounds, callouts), heading ids
 * and anchors, table of contents, and build-time highlighting.
 */
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Element, Root as HastRoot } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { InlineCode, PhrasingContent, Root as MdastRoot, Table, TableCell, Yaml } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { ContentError } from '../errors';
import { PLACEHOLDERS } from './placeholders';
import { type Frontmatter, parseFrontmatter } from '../model/frontmatter';
import { getHighlighter, HIGHLIGHT_OPTIONS } from './highlight';
import { type SystemPropRow, systemPropRows } from './system-props';
import { VIEWER_THEMES } from '../../../runtime/theme-viewer/theme-names';

/** A heading listed in the page's table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** A `::demo{name="…"}` directive: where a demo is placed. */
export interface DemoDirective {
  /** Demo file name without extension, e.g. `BasicButtons` for `BasicButtons.tsx`. */
  name: string;
  /** One-based line of the directive in the Markdown file. */
  line: number;
  /** `iframe` asks for an isolated render (full-page layouts such as app bars and drawers). */
  iframe: boolean;
  /** `height="…"`: the iframe's height before its content is measured, px (default `DEFAULT_IFRAME_HEIGHT` of `placeholders.ts`). */
  height?: number;
  /**
   * `hydrate="interaction"`: the demo stays server HTML until the reader points at, touches,
   * focuses or clicks it (the click is replayed once it is live). For heavy demos (a data grid,
   * a popover picker) whose code should not load while the reader merely scrolls past. Default:
   * on the first interaction, or when the reader scrolls it into view.
   */
  hydrate?: 'interaction';
  /**
   * `::template{name="Dashboard"}`: a whole-page template shown in its own document (reachable
   * on its own URL), with colour scheme and viewport switches, its file tree and its exports.
   */
  template?: boolean;
}

/** A `::playground{component="Button"}` directive: a generated prop playground of a component of the page's product. */
export interface PlaygroundDirective {
  /** Component name as its package exports it, e.g. `Button`. */
  component: string;
  /** One-based line of the directive in the Markdown file. */
  line: number;
  /** `exclude="loadingPosition,fullWidth"`: props to leave out. */
  exclude: string[];
  /** `text="Save changes"`: the starting text content (`children` or `label`). */
  text?: string;
  /** `label="Uploading photos"`: the component's accessible name (`aria-label`), for components with no text of their own. */
  label?: string;
}

/** Kinds of generated Data Grid reference tables a page may place. */
export type GridReferenceKind = 'methods' | 'selectors' | 'events';

/**
 * A generated Data Grid reference table: `::api-methods{interface="GridSortApi"}` (an `apiRef`
 * method group), `::grid-selectors{category="sorting"}` (the selectors of one feature, or every
 * selector by feature without `category`) or `::grid-events` (the filterable events catalogue).
 */
export interface GridReferenceDirective {
  kind: GridReferenceKind;
  /** The method group's interface or the selectors' feature; empty for every selector, and for events. */
  name: string;
  /** One-based line of the directive in the Markdown file. */
  line: number;
}

/** Result of rendering one Markdown file. */
export interface RenderedMarkdown {
  frontmatter: Frontmatter;
  /** HTML with one `<docs-demo name="…"></docs-demo>` placeholder per demo directive. */
  html: string;
  toc: TocEntry[];
  demos: DemoDirective[];
  /** Playground directives, each placed as `<docs-playground name="<component>">`. */
  playgrounds: PlaygroundDirective[];
  /** True when the page holds the Material Icons search (`::material-icons`). */
  iconSearch?: boolean;
  /** Data Grid reference tables, each placed as `<docs-grid-reference kind="…" name="…">`. */
  gridReferences: GridReferenceDirective[];
}

/** Callout kinds of the `:::kind` container directive. */
export const CALLOUT_KINDS = ['info', 'success', 'warning', 'error'] as const;

/** The directives that place grid reference tables, with the attribute naming what each shows. */
const GRID_DIRECTIVES: Record<string, { kind: GridReferenceKind; attribute?: string; required: boolean }> = {
  'api-methods': { kind: 'methods', attribute: 'interface', required: true },
  'grid-selectors': { kind: 'selectors', attribute: 'category', required: false },
  'grid-events': { kind: 'events', required: false },
};

interface FileData {
  path: string;
  frontmatter?: Frontmatter;
  toc: TocEntry[];
  demos: DemoDirective[];
  playgrounds: PlaygroundDirective[];
  iconSearch?: boolean;
  gridReferences: GridReferenceDirective[];
}

function remarkDocs(this: unknown) {
  return (tree: MdastRoot, file: { data: Record<string, unknown> }) => {
    const data = file.data as unknown as FileData;
    let headingLine: number | undefined;
    visit(tree, (node, index, parent) => {
      const line = node.position?.start.line;
      if (node.type === 'heading') headingLine ??= line;
      if (node.type === 'yaml') {
        data.frontmatter = parseFrontmatter((node as Yaml).value, data.path, (line ?? 1) + 1);
      } else if (node.type === 'heading' && node.depth === 1) {
        throw new ContentError(data.path, line, 'a page has one h1, from its frontmatter title; use ## here');
      } else if (node.type === 'leafDirective' && node.name === 'demo') {
        const name = node.attributes?.name;
        if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
          throw new ContentError(data.path, line, '::demo needs name="PascalCaseFileName"');
        }
        const height = node.attributes?.height;
        if (height != null && !/^\d{2,4}$/.test(height)) throw new ContentError(data.path, line, `::demo height="${height}" must be a whole number of pixels`);
        const hydrate = node.attributes?.hydrate;
        if (hydrate != null && hydrate !== 'interaction')
          throw new ContentError(
            data.path,
            line,
            `::demo hydrate="${hydrate}": the only option is hydrate="interaction" (the default hydrates a demo on the first interaction or when scrolled into view)`,
          );
        data.demos.push({
          name,
          line: line ?? 0,
          iframe: node.attributes?.iframe != null,
          ...(height != null && { height: Number(height) }),
          ...(hydrate && { hydrate }),
        });
        node.data = { hName: PLACEHOLDERS.demo, hProperties: { name } };
      } else if (node.type === 'leafDirective' && node.name === 'template') {
        const name = node.attributes?.name;
        if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name))
          throw new ContentError(data.path, line, '::template needs name="PascalCaseFileName", the template\'s entry module beside this page');
        const unknown = Object.keys(node.attributes ?? {}).filter((key) => key !== 'name');
        if (unknown.length) throw new ContentError(data.path, line, `::template does not take ${unknown.join(', ')} (it takes name)`);
        if (data.demos.some((demo) => demo.template)) throw new ContentError(data.path, line, 'a page shows one template');
        data.demos.push({ name, line: line ?? 0, iframe: true, template: true });
        node.data = { hName: PLACEHOLDERS.template, hProperties: { name } };
      } else if (node.type === 'leafDirective' && node.name === 'template-gallery') {
        if (Object.keys(node.attributes ?? {}).length)
          throw new ContentError(data.path, line, '::template-gallery takes no attributes: it shows the templates of the pages under this one');
        if (headingLine !== undefined)
          throw new ContentError(
            data.path,
            line,
            `::template-gallery comes before the page's first heading (line ${headingLine}): its cards' titles are second-level headings`,
          );
        node.data = { hName: PLACEHOLDERS.templateGallery };
      } else if (node.type === 'leafDirective' && node.name === 'playground') {
        const component = node.attributes?.component;
        if (!component || !/^[A-Z][A-Za-z0-9]*$/.test(component))
          throw new ContentError(data.path, line, '::playground needs component="ComponentName", as its package exports it');
        if (data.playgrounds.some((playground) => playground.component === component))
          throw new ContentError(data.path, line, `::playground{component="${component}"} is already on this page`);
        const unknown = Object.keys(node.attributes ?? {}).filter((key) => !['component', 'exclude', 'text', 'label'].includes(key));
        if (unknown.length)
          throw new ContentError(data.path, line, `::playground does not take ${unknown.join(', ')} (it takes component, exclude, text and label)`);
        const exclude = (node.attributes?.exclude ?? '')
          .split(',')
          .map((prop) => prop.trim())
          .filter(Boolean);
        const text = node.attributes?.text ?? undefined;
        const label = node.attributes?.label ?? undefined;
        if (label === '') throw new ContentError(data.path, line, '::playground label="" names nothing: give the accessible name, or leave label out');
        data.playgrounds.push({ component, line: line ?? 0, exclude, ...(text !== undefined && { text }), ...(label !== undefined && { label }) });
        node.data = { hName: PLACEHOLDERS.playground, hProperties: { name: component } };
      } else if (node.type === 'leafDirective' && node.name === 'material-icons') {
        if (Object.keys(node.attributes ?? {}).length) throw new ContentError(data.path, line, '::material-icons takes no attributes');
        data.iconSearch = true;
        node.data = { hName: PLACEHOLDERS.iconSearch };
      } else if (node.type === 'leafDirective' && node.name === 'component-gallery') {
        const section = node.attributes?.section ?? '';
        if (!/^\/[a-z0-9-/]+[^/]$/.test(section))
          throw new ContentError(data.path, line, '::component-gallery needs section="/<product>/<page tree section>" (its pathname, no trailing slash)');
        node.data = { hName: PLACEHOLDERS.gallery, hProperties: { name: section } };
      } else if (node.type === 'leafDirective' && Object.hasOwn(GRID_DIRECTIVES, node.name)) {
        const { kind, attribute, required } = GRID_DIRECTIVES[node.name];
        const unknown = Object.keys(node.attributes ?? {}).filter((key) => key !== attribute);
        if (unknown.length)
          throw new ContentError(
            data.path,
            line,
            `::${node.name} does not take ${unknown.join(', ')}${attribute ? ` (it takes ${attribute})` : ' (it takes no attributes)'}`,
          );
        const name = (attribute && node.attributes?.[attribute]) || '';
        if (required && !/^[A-Z]\w+$/.test(name))
          throw new ContentError(data.path, line, `::${node.name} needs ${attribute}="<interface name>", e.g. ${attribute}="GridSortApi"`);
        if (!required && attribute && node.attributes?.[attribute] !== undefined && !/^[a-zA-Z]+$/.test(name))
          throw new ContentError(data.path, line, `::${node.name} ${attribute}="${name}" must be a feature name such as "sorting"`);
        data.gridReferences.push({ kind, name, line: line ?? 0 });
        node.data = { hName: PLACEHOLDERS.gridReference, hProperties: { kind, name } };
      } else if (node.type === 'leafDirective' && node.name === 'theme-viewer') {
        const theme = node.attributes?.theme ?? '';
        if (!(VIEWER_THEMES as readonly string[]).includes(theme))
          throw new ContentError(data.path, line, `::theme-viewer needs theme="${VIEWER_THEMES.join('" or theme="')}"`);
        node.data = { hName: PLACEHOLDERS.themeViewer, hProperties: { name: theme } };
      } else if (node.type === 'containerDirective') {
        if (!(CALLOUT_KINDS as readonly string[]).includes(node.name)) {
          throw new ContentError(data.path, line, `unknown container ":::${node.name}" (use ${CALLOUT_KINDS.join(', ')})`);
        }
        node.data = { hName: 'aside', hProperties: { className: ['callout', `callout-${node.name}`] } };
        const [first] = node.children;
        if (first?.type === 'paragraph' && first.data?.directiveLabel) {
          first.data = { hName: 'p', hProperties: { className: ['callout-title'] } };
        }
      } else if (node.type === 'leafDirective' && node.name === 'system-props' && parent && index !== undefined) {
        let rows: SystemPropRow[];
        try {
          rows = systemPropRows(node.attributes?.name ?? '');
        } catch (error) {
          throw new ContentError(data.path, line, `::system-props: ${(error as Error).message}`);
        }
        parent.children.splice(index, 1, systemPropsTable(rows));
      } else if (node.type === 'leafDirective') {
        throw new ContentError(data.path, line, `unknown directive "::${node.name}"`);
      } else if (node.type === 'textDirective' && parent && index !== undefined) {
        // Text such as "v6:beta" is not a directive: put the colon back.
        const text = node.children.map((child) => ('value' in child ? child.value : '')).join('');
        parent.children.splice(index, 1, { type: 'text', value: `:${node.name}${text ? `[${text}]` : ''}` });
      }
    });
  };
}

/** A GFM table of a style utility's props: prop, theme key, and the CSS a sample value produces. */
function systemPropsTable(rows: SystemPropRow[]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
  const code = (value: string): InlineCode => ({ type: 'inlineCode', value });
  const join = (parts: string[]): PhrasingContent[] => parts.flatMap((part, i) => (i ? [{ type: 'text' as const, value: '; ' }, code(part)] : [code(part)]));
  return {
    type: 'table',
    align: [null, null, null],
    children: [
      {
        type: 'tableRow',
        children: [
          cell([{ type: 'text', value: 'Prop' }]),
          cell([{ type: 'text', value: 'Theme key' }]),
          cell([{ type: 'text', value: 'Example and the CSS it produces' }]),
        ],
      },
      ...rows.map((row) => ({
        type: 'tableRow' as const,
        children: [
          cell([code(row.prop)]),
          cell(row.themeKey ? [code(row.themeKey)] : [{ type: 'text', value: '—' }]),
          cell([
            code(`${row.prop}: ${JSON.stringify(row.sample)}`),
            { type: 'text', value: ' → ' },
            ...(row.css.length ? join(row.css) : [{ type: 'text' as const, value: 'no CSS' }]),
          ]),
        ],
      })),
    ],
  };
}

function rehypeCollectToc() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    const data = file.data as unknown as FileData;
    visit(tree, 'element', (node: Element) => {
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
        data.toc.push({ id: node.properties.id, text: hastToString(node), depth: node.tagName === 'h2' ? 2 : 3 });
      }
    });
  };
}

/**
 * Wraps every table in a keyboard-focusable, named region that scrolls sideways when the table
 * is wider than the column (a phone): `<div class="table-scroll" role="region" tabindex="0"
 * aria-label="Table: Prop, Theme key, …">`. Names are made unique on the page.
 */
function rehypeTableRegions() {
  return (tree: HastRoot) => {
    const used = new Map<string, number>();
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const headers: string[] = [];
      visit(node, 'element', (cell: Element) => {
        if (cell.tagName === 'th') headers.push(hastToString(cell).trim());
      });
      const base = `Table: ${headers.filter(Boolean).join(', ') || 'untitled'}`;
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      const label = count > 1 ? `${base} (${count})` : base;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: label },
        children: [node],
      };
      return 'skip';
    });
  };
}

let processor: Promise<ReturnType<typeof createProcessor>> | undefined;

function createProcessor(highlighter: Awaited<ReturnType<typeof getHighlighter>>) {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkDocs)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeCollectToc)
    .use(rehypeTableRegions)
    .use(rehypeAutolinkHeadings, {
      behavior: 'append',
      properties: { className: ['anchor-link'], ariaHidden: 'true', tabIndex: -1 },
      content: { type: 'text', value: '#' },
    })
    .use(rehypeExternalLinks, {
      rel: ['noopener'],
      properties: { dataExternal: '' },
      content: { type: 'text', value: ' (external site)' },
      contentProperties: { className: ['visually-hidden'] },
    })
    .use(rehypeShikiFromHighlighter, highlighter, { ...HIGHLIGHT_OPTIONS, fallbackLanguage: 'text' })
    .use(rehypeStringify);
}

/**
 * Renders a Markdown page.
 * @param path file path used in error messages.
 * @throws ContentError (file and line) for missing or invalid frontmatter, an h1 in the body,
 *   or an unknown or malformed directive.
 */
export async function renderMarkdown(source: string, path: string): Promise<RenderedMarkdown> {
  processor ??= getHighlighter().then(createProcessor);
  const data: FileData = { path, toc: [], demos: [], playgrounds: [], gridReferences: [] };
  const file = await (await processor).process({ value: source, path, data: data as never });
  const result = file.data as unknown as FileData;
  if (!result.frontmatter) {
    throw new ContentError(path, 1, 'missing frontmatter: start the file with ---, title: and description:');
  }
  return {
    frontmatter: result.frontmatter,
    html: String(file),
    toc: result.toc,
    demos: result.demos,
    playgrounds: result.playgrounds,
    gridReferences: result.gridReferences,
    ...(result.iconSearch && { iconSearch: true }),
  };
}
