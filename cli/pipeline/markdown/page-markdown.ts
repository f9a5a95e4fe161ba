/**
 * Every page as Markdown, for people and tools: prose as written, demos inlined as
 * fenced TSX source (never a placeholder), API tables as Markdown tables.
 */
import type { ApiRecord } from '../../../runtime/api/types';
import type { GridInterfaceRecord, GridReference } from '../../../runtime/api/grid-types';
import { gridReferenceMarkdown, membersMarkdown } from '../api/grid-pages';
import type { SitePage } from '../model/site';
import { htmlText } from '../search/text';
import { markdownTable } from './table';
import type { PlaygroundControl } from '../../../runtime/playground/controls';
import type { PlaygroundEntry } from '../demos/playgrounds';
import { isDefaultOption } from '../../../runtime/preferences/demo-options/demo-options';

/** Callouts (`:::kind[Title]` … `:::`) as blockquotes, headed by their title or kind. */
export function calloutsToQuotes(markdown: string): string {
  return markdown.replace(/^:::(\w+)(?:\[([^\]]*)\])?\n([\s\S]*?)\n:::$/gm, (_, kind: string, title: string | undefined, body: string) =>
    [`> **${title ?? kind[0].toUpperCase() + kind.slice(1)}**`, '>', ...body.split('\n').map((line) => (line ? `> ${line}` : '>'))].join('\n'),
  );
}

/**
 * A guide or blog page: its source with demos replaced by their TSX source, playgrounds by the
 * props they offer (`playgrounds`: the page's entries) and grid reference directives by their tables.
 */
export function proseMarkdown(
  page: SitePage,
  apiPages: readonly SitePage[] = [],
  grid?: GridReference,
  playgrounds: readonly Pick<PlaygroundEntry, 'component' | 'controls'>[] = [],
): string {
  const body = page.source!.replace(/^---\n[\s\S]*?\n---\n/, '');
  const sources = new Map((page.demos ?? []).filter((demo) => isDefaultOption(demo.option)).map((demo) => [demo.directive.name, demo.source]));
  const withDemos = body.replace(/^::demo\{name="([A-Za-z0-9]+)"[^}]*\}$/gm, (_, name: string) => {
    const code = sources.get(name)!.trimEnd();
    return `**Demo: ${name}** (\`${name}.tsx\`)\n\n\`\`\`tsx\n${code}\n\`\`\``;
  });
  const withPlaygrounds = withDemos.replace(/^::playground\{component="([A-Za-z0-9]+)"[^}]*\}$/gm, (_, component: string) =>
    playgroundMarkdown(component, playgrounds.find((playground) => playground.component === component)?.controls ?? []),
  );
  const directives = page.markdown?.gridReferences ?? [];
  let next = 0;
  // Directives in source order, as the Markdown pipeline recorded them.
  const withReferences = grid
    ? withPlaygrounds.replace(/^::(api-methods|grid-selectors|grid-events)(\{[^}]*\})?$/gm, () =>
        gridReferenceMarkdown(grid, directives[next++], page.sourceFile!),
      )
    : withPlaygrounds;
  const api = apiPages.length ? `\n\n## API\n\n${apiPages.map((api) => `- [\`<${api.api!.name} />\`](${api.route}) (${api.api!.package})`).join('\n')}` : '';
  return `# ${page.title}\n\n${page.description}\n\n${calloutsToQuotes(withReferences.trim())}${api}\n`;
}

/** A playground in Markdown: the props it lets a reader try, with their values. */
function playgroundMarkdown(component: string, controls: readonly PlaygroundControl[]): string {
  const rows = controls.map(
    (control) =>
      `- \`${control.prop}\`: ${control.kind === 'select' ? control.options.map((option) => `\`'${option}'\``).join(', ') : control.kind === 'switch' ? '`true` or `false`' : 'text'}${control.default !== undefined ? ` (default \`${JSON.stringify(control.default)}\`)` : ''}`,
  );
  return [`**Playground: ${component}** (live on the web page; the props it offers):`, '', ...rows].join('\n');
}

/** An API page: imports, inheritance, props, slots and classes as Markdown tables. */
export function apiMarkdown(api: ApiRecord, title: string): string {
  const lines = [`# ${title}`, '', htmlText(api.description), '', '## Import', '', '```tsx', ...api.imports, '```', ''];
  if (api.inheritance) {
    const { name, kind, href } = api.inheritance;
    const parent = kind === 'component' ? `the ${name} component` : kind === 'external' ? `[${name}](${href})` : `the native \`${name}\` element`;
    lines.push(`Props of ${parent} are also available.`, '');
  }
  lines.push(
    '## Props',
    '',
    markdownTable(
      ['Name', 'Type', 'Default', 'Description'],
      api.props.map((prop) => [
        `\`${prop.name}\`${prop.required ? ' (required)' : ''}${prop.deprecated !== undefined ? ' (deprecated)' : ''}`,
        `\`${prop.type}\``,
        prop.default === undefined ? '' : `\`${prop.default}\``,
        htmlText(prop.description),
      ]),
    ),
    '',
  );
  if (api.slots.length) {
    lines.push(
      '## Slots',
      '',
      markdownTable(
        ['Slot', 'Default', 'Class', 'Description'],
        api.slots.map((slot) => [
          `\`${slot.name}\``,
          slot.default ? `\`${slot.default}\`` : '',
          slot.className ? `\`${slot.className}\`` : '',
          htmlText(slot.description),
        ]),
      ),
      '',
    );
  }
  if (api.classes.length) {
    lines.push(
      '## CSS classes',
      '',
      markdownTable(
        ['Class name', 'Rule name', 'Description'],
        api.classes.map((item) => [`\`${item.className}\``, `\`${item.key}\``, htmlText(item.description)]),
      ),
      '',
    );
  }
  if (api.themeKey) lines.push('## Theme', '', `Theme key: \`${api.themeKey}\`.`, '');
  if (api.demos.length) lines.push('## Demos', '', ...api.demos.map((demo) => `- [${demo.title}](${demo.href})`), '');
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** A Data Grid interface page: its imports and properties, or the API object's methods by group. */
export function gridInterfaceMarkdown(record: GridInterfaceRecord, grid: GridReference, title: string): string {
  const lines = [`# ${title}`, '', htmlText(record.description), '', '## Import', '', '```tsx', ...record.imports, '```', ''];
  if (record.typeParameters.length)
    lines.push(
      `Type parameters: ${record.typeParameters.map((item) => `\`${item.name}${item.constraint ? ` extends ${item.constraint}` : ''}${item.default ? ` = ${item.default}` : ''}\``).join(', ')}.`,
      '',
    );
  if (record.unionOf)
    lines.push(
      `One of ${record.unionOf.map((name) => `\`${name}\``).join(', ')}; the properties are those of \`${record.unionOf[0]}\`, which the others extend.`,
      '',
    );
  if (record.methodGroups) {
    lines.push('## Methods', '');
    for (const group of grid.methodGroups.filter((item) => record.methodGroups!.includes(item.name)))
      lines.push(`### ${group.name}${group.plan ? ` (${group.plan})` : ''}`, '', membersMarkdown(group.methods, true), '');
  } else {
    lines.push('## Properties', '', membersMarkdown(record.properties, false), '');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** Generated pages (home, blog index, size snapshot): their title, description and links. */
export function generatedMarkdown(page: SitePage, links: { title: string; href: string; description?: string }[]): string {
  return `# ${page.title}\n\n${page.description}\n\n${links.map((link) => `- [${link.title}](${link.href})${link.description ? `: ${link.description}` : ''}`).join('\n')}\n`;
}
