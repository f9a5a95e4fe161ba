/**
 * `docs mcp` over the test site, driven by the SDK's own client: over stdio (the server as a
 * child process, as an assistant starts it) and over streamable HTTP. No browser: it lives with
 * the browser files because it reads the site their setup builds.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../support/docs-server';

const siteDir = inject('siteDir');
const BIN = path.join(ROOT, 'cli/bin.mjs');

type Result = { structuredContent?: Record<string, unknown>; isError?: boolean; content: Array<{ type: string; text?: string }> };

/** The checks every transport must pass. */
function toolChecks(connect: () => Promise<Client>) {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  }, 120_000);
  afterAll(() => client?.close());
  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }) as Promise<Result>;

  it('lists its four tools, each with input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_component_api', 'get_page', 'list_components', 'search_docs']);
    for (const tool of tools) expect(tool.outputSchema?.type, tool.name).toBe('object');
  });

  it('search_docs: the row grouping page first, with an excerpt; a product filter; an empty query is a tool error', async () => {
    const { results } = (await call('search_docs', { query: 'row grouping' })).structuredContent as {
      results: Array<{ url: string; excerpt: string; productId: string }>;
    };
    expect(results[0].url).toBe('/x/react-data-grid/row-grouping/');
    expect(results[0].excerpt.length).toBeGreaterThan(40);
    const joy = (await call('search_docs', { query: 'button', product: 'joy-ui' })).structuredContent as { results: Array<{ productId: string }> };
    expect(joy.results.length).toBeGreaterThan(0);
    expect(new Set(joy.results.map((hit) => hit.productId))).toEqual(new Set(['joy-ui']));
    const empty = await call('search_docs', { query: '  ' });
    expect(empty.isError).toBe(true);
  });

  it('get_page: the Markdown of a page by path or URL, demos inlined; an unknown page names close ones', async () => {
    const page = (await call('get_page', { url_or_path: 'http://localhost:3000/material-ui/react-button/#basic-button' })).structuredContent as {
      path: string;
      markdown: string;
    };
    expect(page.path).toBe('/material-ui/react-button/');
    expect(page.markdown).toMatch(/^# Button\n/);
    expect(page.markdown).toContain('```tsx\nimport');
    const missing = await call('get_page', { url_or_path: '/material-ui/react-buton/' });
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toContain('/material-ui/react-button/');
  });

  it("get_component_api: Button's variant with its union type and default; an unknown name is a tool error naming close matches", async () => {
    const api = (await call('get_component_api', { name: 'Button', product: 'material-ui' })).structuredContent as {
      package: string;
      props: Array<{ name: string; type: string; default?: string }>;
      classes: unknown[];
    };
    expect(api.package).toBe('@mui/material');
    expect(api.props.find((prop) => prop.name === 'variant')).toMatchObject({ type: "'contained' | 'outlined' | 'text' | string", default: "'text'" });
    expect(api.classes.length).toBeGreaterThan(0);
    const grid = (await call('get_component_api', { name: 'DataGridPremium' })).structuredContent as { props: Array<{ name: string }> };
    expect(grid.props.map((prop) => prop.name)).toContain('rowGroupingModel');
    const unknown = await call('get_component_api', { name: 'Buton' });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0].text).toMatch(/no component Buton; close matches: Button/);
  });

  it("list_components: a product's components with API and guide URLs; an unknown product is refused", async () => {
    const { components } = (await call('list_components', { product: 'joy-ui' })).structuredContent as {
      components: Array<{ name: string; apiUrl: string; guides: string[] }>;
    };
    const button = components.find((component) => component.name === 'Button');
    expect(button?.apiUrl).toMatch(/\/joy-ui\/api\/button\/$/);
    expect(button?.guides.some((guide) => guide.endsWith('/joy-ui/react-button/'))).toBe(true);
    const bad = await call('list_components', { product: 'bootstrap' });
    expect(bad.isError).toBe(true);
  });

  it('serves llms.txt and every page as a resource', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain('docs://llms.txt');
    expect(resources.map((resource) => resource.uri)).toContain('docs://page/material-ui/react-chip/');
    const chip = await client.readResource({ uri: 'docs://page/material-ui/react-chip/' });
    expect((chip.contents[0] as { text: string }).text).toMatch(/^# Chip\n/);
    const llms = await client.readResource({ uri: 'docs://llms.txt' });
    expect((llms.contents[0] as { text: string }).text).toContain('/material-ui/react-button/');
  });
}

const connectWith = async (transport: Transport) => {
  const client = new Client({ name: 'docs-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
};

describe('docs mcp over stdio', () => {
  toolChecks(() => connectWith(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--out', siteDir], cwd: ROOT, stderr: 'ignore' })));
});

describe('docs mcp over HTTP', () => {
  let stop = () => {};
  toolChecks(async () => {
    const child = spawn(process.execPath, [BIN, 'mcp', '--out', siteDir, '--http', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    stop = () => child.kill();
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const found = /MCP server at (\S+)/.exec(output);
        if (found) resolve(found[1]);
      });
      child.once('exit', (code) => reject(new Error(`docs mcp exited (${code}): ${output}`)));
    });
    expect(new URL(url).hostname).toBe('127.0.0.1');
    return connectWith(new StreamableHTTPClientTransport(new URL(url)));
  });
  afterAll(() => stop());
});
