/**
 * The Data Grid reference as the site shows it: a page per documented interface (in the grid's
 * API section of the drawer), the tables that `::api-methods`, `::grid-selectors` and
 * `::grid-events` place on guide pages, their Markdown for the pages' Markdown copies, and
 * their search documents. Everything comes from the extracted {@link GridReference}.
 */
import type { ReactElement } from 'react';
import type { GridMember, GridReference, GridSelector } from '../../../runtime/api/grid-types';
import type { NavPage } from '../../../runtime/page-tree/types';
import type { SearchDoc } from '../../../runtime/search/search';
import { TypeLinksContext } from '../../../templates/shell/pages/ApiTable';
import { EventsTable, MethodGroupTable, SelectorsTable } from '../../../templates/shell/pages/GridReference';
import type { GridReferenceDirective } from '../content/markdown';
import { ContentError } from '../errors';
import { markdownTable } from '../markdown/table';
import { htmlText } from '../search/text';
import { GRID_API_BASE } from './packages';

/** Pathname of the drawer group listing the interface pages, under the grid's API section. */
export const GRID_INTERFACES_NAV = `${GRID_API_BASE}interfaces`;

/** The drawer group of the interface pages, by name, each with its plan badge. */
export function gridInterfacesNav(grid: GridReference): NavPage {
  return {
    pathname: GRID_INTERFACES_NAV,
    title: 'Interfaces',
    subheader: 'Interfaces',
    children: [...grid.interfaces]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((record) => ({ pathname: record.route.replace(/\/$/, ''), title: record.name, ...(record.plan && { plan: record.plan }) })),
  };
}

/** Page of each documented interface by name: type texts naming one link to it. */
export function gridTypeLinks(grid: GridReference | undefined): ReadonlyMap<string, string> {
  return new Map((grid?.interfaces ?? []).map((record) => [record.name, record.route]));
}

/** The selectors a `::grid-selectors` directive shows: one feature's, or all. */
function selectorsFor(grid: GridReference, category: string): GridSelector[] {
  return category ? grid.selectors.filter((selector) => selector.category === category) : grid.selectors;
}

/**
 * What a directive names, checked against the extracted reference.
 * @throws ContentError naming the page and the directive's line when the method group or the
 *   selectors' feature does not exist (the message lists what does).
 */
function resolveDirective(grid: GridReference, directive: GridReferenceDirective, file: string) {
  const fail = (message: string) => new ContentError(file, directive.line, message);
  if (directive.kind === 'methods') {
    const group = grid.methodGroups.find((candidate) => candidate.name === directive.name);
    if (!group)
      throw fail(
        `::api-methods{interface="${directive.name}"}: the grid's API object has no such method group; it has ${grid.methodGroups.map((item) => item.name).join(', ')}`,
      );
    return { group };
  }
  if (directive.kind === 'selectors') {
    const selectors = selectorsFor(grid, directive.name);
    if (!selectors.length)
      throw fail(
        `::grid-selectors{category="${directive.name}"}: no selector of that feature; features are ${[...new Set(grid.selectors.map((item) => item.category))].join(', ')}`,
      );
    return { selectors };
  }
  return { events: grid.events };
}

/**
 * One directive's table, to render with the page's island assets (the events table's filter is an island).
 * @throws ContentError (file and line) for a directive naming nothing the grid has, or for any
 *   grid directive on a build without the grid's packages.
 */
export function gridReferenceElement(grid: GridReference | undefined, directive: GridReferenceDirective, file: string): ReactElement {
  if (!grid)
    throw new ContentError(file, directive.line, 'the Data Grid reference needs the grid packages documented (the page belongs to the x-data-grid page tree)');
  const resolved = resolveDirective(grid, directive, file);
  const table = resolved.group ? (
    <MethodGroupTable group={resolved.group} />
  ) : resolved.selectors ? (
    <SelectorsTable selectors={resolved.selectors} label={directive.name ? `Selectors of ${directive.name}` : 'Selectors'} />
  ) : (
    <EventsTable events={resolved.events!} />
  );
  return <TypeLinksContext.Provider value={gridTypeLinks(grid)}>{table}</TypeLinksContext.Provider>;
}

const code = (text: string) => `\`${text}\``;
const flags = (item: { plan?: string; deprecated?: string }) => `${item.plan ? ` (${item.plan})` : ''}${item.deprecated !== undefined ? ' (deprecated)' : ''}`;

/** Members as a Markdown table: properties with their defaults, or methods with their signatures. */
export function membersMarkdown(members: readonly GridMember[], methods: boolean): string {
  return methods
    ? markdownTable(
        ['Method', 'Signature', 'Description'],
        members.map((item) => [`${code(item.name)}${flags(item)}`, code(item.type), htmlText(item.description)]),
      )
    : markdownTable(
        ['Name', 'Type', 'Default', 'Description'],
        members.map((item) => [
          `${code(item.name)}${item.required ? ' (required)' : ''}${flags(item)}`,
          code(item.type),
          item.default === undefined ? '' : code(item.default),
          htmlText(item.description),
        ]),
      );
}

/** One directive's table in Markdown, for the page's Markdown copy. */
export function gridReferenceMarkdown(grid: GridReference, directive: GridReferenceDirective, file: string): string {
  const resolved = resolveDirective(grid, directive, file);
  if (resolved.group) return membersMarkdown(resolved.group.methods, true);
  if (resolved.selectors) {
    return markdownTable(
      ['Selector', 'Feature', 'Returns', 'Description'],
      resolved.selectors.map((item) => [
        `${code(item.name)}${flags(item)}`,
        item.category,
        `${code(item.returns)}${item.arguments ? `, takes ${code(item.arguments)}` : ''}`,
        htmlText(item.description),
      ]),
    );
  }
  return markdownTable(
    ['Event', 'Params', 'Event type', 'Description'],
    resolved.events!.map((item) => [`${code(item.name)}${flags(item)}`, code(item.params), item.event ? code(item.event) : '', htmlText(item.description)]),
  );
}

/**
 * Search documents of the rows a page's directives place: a method (`setSortModel`), a selector
 * (`gridFilteredSortedRowIdsSelector`) or an event (`rowClick`) leads to its row.
 */
export function gridReferenceDocs(
  grid: GridReference | undefined,
  directives: readonly GridReferenceDirective[],
  file: string,
  base: Omit<SearchDoc, 'id' | 'kind' | 'title' | 'url' | 'text'> & { route: string },
  nextId: () => number,
): SearchDoc[] {
  if (!grid) return [];
  const { route, ...rest } = base;
  const doc = (title: string, anchor: string, text: string): SearchDoc => ({
    id: nextId(),
    kind: 'prop',
    title,
    url: `${route}#${anchor}`,
    text: text.slice(0, 160),
    ...rest,
  });
  return directives.flatMap((directive) => {
    const resolved = resolveDirective(grid, directive, file);
    if (resolved.group)
      return resolved.group.methods.map((item) => doc(item.name, `method-${item.name}`, `${resolved.group.name} ${htmlText(item.description)}`));
    if (resolved.selectors)
      return resolved.selectors.map((item) => doc(item.name, `selector-${item.name}`, `selector ${item.category} ${htmlText(item.description)}`));
    return resolved.events!.map((item) => doc(item.name, `event-${item.name}`, `event ${htmlText(item.description)}`));
  });
}
