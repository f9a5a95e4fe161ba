/**
 * The pretend back end of the tree data demos: a holding of twelve companies, each with a small
 * org chart (a chief executive, vice presidents, directors). The server answers one level of the
 * tree per request, as a `GET /org?parent=…` endpoint would.
 */
import { GRID_TREE_DATA_GROUPING_FIELD, type GridColDef, type GridGetRowsParams, type GridGetRowsResponse } from '@mui/x-data-grid-pro';
import { COUNTRIES } from '../../demo-data/people';
import { createOrgChart } from '../../demo-data/org-chart';
import { createRandom } from '../../demo-data/random';
import { filterRows, sortRows } from '../fakeServer';

/** One node of the holding: a company or a person. */
export interface OrgNode {
  /** The node's path joined with `/`: unique, and easy to turn back into a path. */
  id: string;
  name: string;
  kind: 'Company' | 'Person';
  title: string;
  country: string;
  email: string;
  /** Direct children on the server. */
  childCount: number;
  /** Everyone below this node. */
  headcount: number;
}

const COMPANIES = [
  'Aurora Freight', 'Baobab Foods', 'Cedar Health', 'Delta Textiles', 'Ember Energy', 'Fjord Fisheries',
  'Granite Build', 'Harbor Insurance', 'Iris Optics', 'Juniper Software', 'Kestrel Aviation', 'Lumen Media',
];

interface StoredNode extends OrgNode {
  path: string[];
}

function buildHolding(): StoredNode[] {
  const random = createRandom(909);
  const nodes: StoredNode[] = [];
  COMPANIES.forEach((company, index) => {
    const country = random.pick(COUNTRIES).name;
    // Three levels of three or four: 13 or 21 people per company.
    const chart = createOrgChart(3, 3 + (index % 2), 40 + index);
    nodes.push({ id: company, path: [company], name: company, kind: 'Company', title: 'Subsidiary', country, email: '', childCount: 1, headcount: chart.length });
    for (const member of chart) {
      const path = [company, ...member.path];
      const below = chart.filter((other) => other.path.length > member.path.length && member.path.every((key, i) => other.path[i] === key)).length;
      nodes.push({ id: path.join('/'), path, name: member.name, kind: 'Person', title: member.title, country, email: member.email, childCount: member.reports, headcount: below });
    }
  });
  return nodes;
}

const holding = buildHolding();

function isBelow(node: StoredNode, ancestor: readonly string[]): boolean {
  return node.path.length > ancestor.length && ancestor.every((key, index) => node.path[index] === key);
}

/** The grouping column sorts and filters by name on the server. */
function serverField(field: string): string {
  return field === GRID_TREE_DATA_GROUPING_FIELD ? 'name' : field;
}

/**
 * The children of the node at `params.groupKeys` (the top level when it is empty), filtered and
 * sorted. A node stays when it or anyone below it matches the filter, so matches keep their
 * branch. Only the top level is paged, and only its answer carries `rowCount`.
 */
export function queryHolding(params: GridGetRowsParams & { groupKeys?: string[] }): GridGetRowsResponse {
  const parent = params.groupKeys ?? [];
  const filterModel = { ...params.filterModel, items: params.filterModel.items.map((item) => ({ ...item, field: serverField(item.field) })) };
  const sortModel = params.sortModel.map((item) => ({ ...item, field: serverField(item.field) }));
  const active = filterModel.items.some((item) => item.value !== undefined && item.value !== '') || (filterModel.quickFilterValues ?? []).length > 0;
  const matching = active ? new Set(filterRows(holding, filterModel).map((node) => node.id)) : null;

  const level = holding.filter((node) => node.path.length === parent.length + 1 && isBelow(node, parent));
  const kept = matching ? level.filter((node) => matching.has(node.id) || holding.some((other) => matching.has(other.id) && isBelow(other, node.path))) : level;
  const sorted = sortRows(kept, sortModel).map(({ path, ...node }) => node);

  if (parent.length > 0) return { rows: sorted };
  const start = Number(params.start) || 0;
  return { rows: sorted.slice(start, params.end + 1), rowCount: sorted.length };
}

/** Columns shared by the tree data demos; the grid adds the grouping column for names. */
export const holdingColumns: GridColDef<OrgNode>[] = [
  { field: 'title', headerName: 'Title', width: 150 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'headcount', headerName: 'People below', type: 'number', width: 130 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];

/**
 * `PATCH /org/:id`: changes a person's title and answers with the stored row.
 * @throws Error when the title is blank or the node is a company.
 */
export function updateHoldingTitle(id: string, title: string): OrgNode {
  const node = holding.find((item) => item.id === id);
  if (!node || node.kind !== 'Person') throw new Error('Only people have titles.');
  const trimmed = title.trim();
  if (!trimmed) throw new Error('A title cannot be empty.');
  node.title = trimmed;
  const { path, ...row } = node;
  return row;
}
