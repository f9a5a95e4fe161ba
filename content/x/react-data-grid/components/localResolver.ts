import type { PromptResponse } from '@mui/x-data-grid-premium';

/**
 * A stand-in for a language model, small enough to read: it recognises a few phrasings by
 * keyword and answers with the same `PromptResponse` a model would. A real application sends the
 * prompt and the grid's prompt context to its own back end, which asks a model (or MUI's
 * prompt-resolving service) and returns the response. Nothing here leaves the browser.
 */
export interface Vocabulary {
  /** Number fields and the words that name them: `{ total: ['revenue', 'total'] }`. */
  measures: Record<string, string[]>;
  /** Fields readers group by, and the words that name them. */
  dimensions: Record<string, string[]>;
  /** Values readers filter on, by field: `{ status: ['Refunded', 'Paid'] }`. */
  values: Record<string, readonly string[]>;
  /** A prompt this vocabulary understands, suggested when a prompt is not understood. */
  example: string;
}

const mentions = (prompt: string, words: string[]) =>
  words.some((word) => new RegExp(`\\b${word.toLowerCase()}\\b`).test(prompt));

const firstMatch = (prompt: string, table: Record<string, string[]>) =>
  Object.keys(table).find((field) => mentions(prompt, table[field]));

let conversationCount = 0;

export function createLocalResolver(vocabulary: Vocabulary) {
  return async function resolvePrompt(prompt: string): Promise<PromptResponse> {
    await new Promise((resolve) => setTimeout(resolve, 500)); // Think for a moment, like a model would.
    const text = prompt.toLowerCase();
    conversationCount += 1;
    const response: PromptResponse = {
      conversationId: `local-${conversationCount}`,
      select: -1,
      filters: [],
      aggregation: {},
      sorting: [],
      grouping: [],
      pivoting: {},
      chart: null,
    };
    if (/\b(reset|clear|start over)\b/.test(text)) return response;

    for (const [field, options] of Object.entries(vocabulary.values)) {
      const found = options.filter((option) => mentions(text, [option]));
      if (found.length === 1) response.filters.push({ column: field, operator: 'equals', value: found[0] });
      if (found.length > 1) response.filters.push({ column: field, operator: 'isAnyOf', value: found });
    }

    const groupMatch = /\b(?:by|per|for each)\s+(\w+)/.exec(text);
    const groupField = groupMatch ? firstMatch(groupMatch[1], vocabulary.dimensions) : undefined;
    if (groupField) response.grouping.push({ column: groupField });

    const measure = firstMatch(text, vocabulary.measures);
    if (measure && /\b(total|sum|how much)\b/.test(text)) response.aggregation[measure] = 'sum';
    if (measure && /\b(average|mean|typical)\b/.test(text)) response.aggregation[measure] = 'avg';
    if (measure && /\b(highest|largest|biggest|most|top)\b/.test(text)) {
      response.sorting.push({ column: measure, direction: 'desc' });
    }
    if (measure && /\b(lowest|smallest|least|cheapest)\b/.test(text)) {
      response.sorting.push({ column: measure, direction: 'asc' });
    }

    const understood =
      response.filters.length + response.grouping.length + response.sorting.length + Object.keys(response.aggregation).length;
    if (understood === 0) {
      throw new Error(`This offline demo only knows a few phrasings. Try "${vocabulary.example}" or "reset".`);
    }
    return response;
  };
}
