/**
 * `docs mcp`: a Model Context Protocol server over a built site, on the official TypeScript SDK.
 * Tools search the docs, read a page as Markdown, read a component's API record and list a
 * product's components; resources are the `llms.txt` files and every page's Markdown. It reads
 * only the built output (see `knowledge.ts`), needs no network and writes nothing. Transports:
 * stdio, or streamable HTTP on 127.0.0.1 (stateless: one server per request).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { PRODUCTS, type ProductId } from '../../runtime/products/products';
import { productLlmsPath } from '../pipeline/markdown/llms';
import { componentApi, type Knowledge, KnowledgeError, listComponents, loadKnowledge, pageMarkdown, plainText, PRODUCT_IDS, searchDocs } from './knowledge';

const product = z.enum(PRODUCT_IDS as [ProductId, ...ProductId[]]);

/** A tool's answer: its structured result, and the same as JSON text for clients that read only text. */
const answer = <T extends Record<string, unknown>>(structured: T) => ({
  structuredContent: structured,
  content: [{ type: 'text' as const, text: JSON.stringify(structured, null, 2) }],
});

/** Runs a tool body; a KnowledgeError (bad input) becomes a tool error the assistant can read. */
async function tool<T extends Record<string, unknown>>(run: () => Promise<T> | T) {
  try {
    return answer(await run());
  } catch (error) {
    if (!(error instanceof KnowledgeError)) throw error;
    return { isError: true, content: [{ type: 'text' as const, text: error.message }] };
  }
}

const hit = z.object({
  title: z.string(),
  page: z.string(),
  kind: z.enum(['page', 'section', 'prop']),
  url: z.string(),
  absoluteUrl: z.string(),
  productId: z.string(),
  excerpt: z.string(),
});
const prop = z.object({
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  default: z.string().optional(),
  deprecated: z.string().optional(),
  description: z.string(),
});

/**
 * An MCP server answering from `knowledge`.
 * @returns the SDK's server, to connect to a transport.
 */
export function createDocsServer(knowledge: Knowledge): McpServer {
  const server = new McpServer({ name: 'mui-family-docs', version: '0.1.0' });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: "Searches Material UI, Joy UI, MUI System and MUI X docs with the site's own index and ranking: pages, their sections and every API prop.",
      inputSchema: {
        query: z.string().describe('What to look for: a component, prop, feature or question'),
        product: product.optional().describe('Only this product'),
      },
      outputSchema: { results: z.array(hit) },
    },
    ({ query, product: only }) => tool(async () => ({ results: await searchDocs(knowledge, query, only) })),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description: "A docs page as Markdown, its demos' TypeScript source inlined. Takes a site path or URL.",
      inputSchema: { url_or_path: z.string().describe('For example /material-ui/react-button/ or a full URL of the site') },
      outputSchema: { path: z.string(), markdown: z.string() },
    },
    ({ url_or_path }) => tool(() => pageMarkdown(knowledge, url_or_path)),
  );

  server.registerTool(
    'get_component_api',
    {
      title: "Read a component's API",
      description:
        "A component's props (type, default, required, deprecation), slots, CSS classes and parent component, extracted from the installed package's TypeScript declarations.",
      inputSchema: { name: z.string().describe('The component as exported, e.g. Button or DataGridPro'), product: product.optional() },
      outputSchema: {
        name: z.string(),
        package: z.string(),
        productId: z.string(),
        url: z.string(),
        imports: z.array(z.string()),
        description: z.string(),
        inherits: z.string().optional(),
        props: z.array(prop),
        slots: z.array(z.object({ name: z.string(), default: z.string().optional(), className: z.string().optional(), description: z.string() })),
        classes: z.array(z.object({ key: z.string(), className: z.string(), description: z.string() })),
      },
    },
    ({ name, product: only }) =>
      tool(() => {
        const record = componentApi(knowledge, name, only);
        return {
          name: record.name,
          package: record.package,
          productId: record.productId,
          url: new URL(record.route, knowledge.origin).href,
          imports: record.imports,
          description: plainText(record.description),
          ...(record.inheritance && { inherits: `${record.inheritance.name} (${record.inheritance.kind})` }),
          props: record.props.map((item) => ({
            ...item,
            description: plainText(item.description),
            ...(item.deprecated !== undefined && { deprecated: plainText(item.deprecated) || 'deprecated' }),
          })),
          slots: record.slots.map((slot) => ({ ...slot, description: plainText(slot.description) })),
          classes: record.classes.map(({ key, className, description }) => ({ key, className, description: plainText(description) })),
        };
      }),
  );

  server.registerTool(
    'list_components',
    {
      title: "List a product's components",
      description: 'The components of a product with their API page and the guide pages whose demos use them.',
      inputSchema: { product },
      outputSchema: { components: z.array(z.object({ name: z.string(), package: z.string(), apiUrl: z.string(), guides: z.array(z.string()) })) },
    },
    ({ product: id }) => tool(() => ({ components: listComponents(knowledge, id) })),
  );

  const llms = [
    { name: 'llms.txt', file: 'llms.txt', title: 'Every page of the site' },
    ...PRODUCT_IDS.map((id) => ({ name: `${id} llms.txt`, file: productLlmsPath(id).slice(1), title: `Every page of ${PRODUCTS[id].name}` })),
  ].filter((entry) => existsSync(path.join(knowledge.outDir, entry.file)));
  for (const entry of llms) {
    server.registerResource(entry.name, `docs://${entry.file}`, { title: entry.title, mimeType: 'text/plain' }, async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/plain', text: await readFile(path.join(knowledge.outDir, entry.file), 'utf8') }],
    }));
  }
  server.registerResource(
    'page',
    new ResourceTemplate('docs://page{+path}', {
      list: async () => ({ resources: knowledge.routes.map((route) => ({ uri: `docs://page${route}`, name: route, mimeType: 'text/markdown' })) }),
    }),
    { title: 'A page as Markdown', mimeType: 'text/markdown' },
    async (uri, { path: route }) => {
      const { markdown } = await pageMarkdown(knowledge, String(route));
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: markdown }] };
    },
  );
  return server;
}

/**
 * Serves `outDir` over stdio until the client closes it.
 * @throws KnowledgeError when `outDir` holds no built site.
 */
export async function serveStdio(outDir: string): Promise<void> {
  const server = createDocsServer(await loadKnowledge(outDir));
  await server.connect(new StdioServerTransport());
}

/**
 * Serves `outDir` over streamable HTTP at `http://127.0.0.1:<port>/mcp` (port 0: a free one).
 * @throws KnowledgeError when `outDir` holds no built site; the listen error when the port is taken.
 */
export async function serveHttp(outDir: string, port: number, host = '127.0.0.1'): Promise<{ url: string; close(): Promise<void> }> {
  const knowledge = await loadKnowledge(outDir);
  const http: Server = createServer(async (request, response) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/mcp') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the MCP endpoint is /mcp');
      return;
    }
    const server = createDocsServer(knowledge);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, resolve);
  });
  const { port: bound } = http.address() as AddressInfo;
  return { url: `http://${host}:${bound}/mcp`, close: () => new Promise((resolve) => http.close(() => resolve())) };
}
