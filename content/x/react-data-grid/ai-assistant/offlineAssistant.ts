import type { PromptResponse } from '@mui/x-data-grid-premium';

/** One column as the grid describes it in the prompt context. */
interface ColumnContext {
  field: string;
  description: string | null;
  type: string;
  examples: unknown[];
}

type Aggregation = PromptResponse['aggregation'];

const EMPTY: Omit<PromptResponse, 'conversationId'> = {
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
};

/** Finds the column a phrase names first, by field or by a word of its description. */
function findColumn(columns: ColumnContext[], phrase: string): ColumnContext | undefined {
  const words = phrase.toLowerCase();
  let best: { column: ColumnContext; at: number } | undefined;
  for (const column of columns) {
    const names = [column.field.toLowerCase(), ...(column.description ?? '').toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 3)];
    for (const name of names) {
      const at = words.indexOf(name);
      if (at !== -1 && (!best || at < best.at)) best = { column, at };
    }
  }
  return best?.column;
}

/** Finds a known cell value (from the columns' examples) mentioned in the prompt. */
function findValue(columns: ColumnContext[], prompt: string) {
  for (const column of columns) {
    for (const example of column.examples) {
      if (typeof example === 'string' && prompt.toLowerCase().includes(example.toLowerCase())) {
        return { column: column.field, value: example };
      }
    }
  }
  return undefined;
}

/**
 * A stand-in for a language model that runs in the browser: it understands a handful of phrasings
 * ("group by …", "total …", "highest …", "only …", "top 5", "reset") and answers with the same
 * `PromptResponse` a real service returns. Swap it for a call to your backend in production.
 */
export async function offlinePrompt(prompt: string, context: string, conversationId?: string): Promise<PromptResponse> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const columns = JSON.parse(context || '[]') as ColumnContext[];
  const text = prompt.toLowerCase();
  const response: PromptResponse = { ...EMPTY, filters: [], sorting: [], grouping: [], aggregation: {}, conversationId: conversationId ?? `local-${Date.now()}` };

  if (/\b(reset|clear|start over)\b/.test(text)) return response;

  const groupMatch = text.match(/(?:group|per|by each|for each|break down by)\s+([a-z ]+)/);
  const groupColumn = groupMatch ? findColumn(columns, groupMatch[1]) : undefined;
  if (groupColumn) response.grouping.push({ column: groupColumn.field });

  const aggregateMatch = text.match(/\b(total|sum|average|avg|mean|count|max|min)\b\s+(?:of\s+)?([a-z ]+)/);
  if (aggregateMatch) {
    const column = findColumn(columns, aggregateMatch[2]);
    const fn: Aggregation[string] = { total: 'sum', sum: 'sum', average: 'avg', avg: 'avg', mean: 'avg', count: 'size', max: 'max', min: 'min' }[aggregateMatch[1]] as Aggregation[string];
    if (column) response.aggregation = { [column.field]: fn };
  }

  const sortMatch = text.match(/\b(highest|largest|most|biggest|lowest|smallest|least|sort by|order by)\b\s+([a-z ]+)/);
  if (sortMatch) {
    const column = findColumn(columns, sortMatch[2]);
    const ascending = /lowest|smallest|least/.test(sortMatch[1]) || /\basc/.test(text);
    if (column) response.sorting.push({ column: column.field, direction: ascending ? 'asc' : 'desc' });
  }

  const value = findValue(columns, prompt);
  if (value && /\b(only|from|in|where|with)\b/.test(text)) {
    response.filters.push({ column: value.column, operator: 'equals', value: value.value });
  }

  const topMatch = text.match(/\btop\s+(\d+)/);
  if (topMatch) response.select = Number(topMatch[1]);

  const understood = response.grouping.length || Object.keys(response.aggregation).length || response.sorting.length || response.filters.length || response.select > 0;
  if (!understood) {
    throw new Error('The offline assistant knows a few phrases only: try "group by country", "total revenue", "highest revenue", "only Refunded" or "reset".');
  }
  return response;
}
