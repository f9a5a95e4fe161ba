/**
 * Renders one page to a complete HTML document: shell with `renderToStaticMarkup`, demos from
 * the SSR bundle, everything filled into `templates/page.html`.
 */
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoFrame, OptionGroup } from '../../../runtime/demos/DemoFrame';
import { optionSuffix } from '../../../runtime/preferences/demo-options/demo-options';
import { demoStyleMarkup } from '../demos/rtl-stylesheet';
import { packageStylesheet, packageStylesheets, stylingCss } from '../demos/styling';
import type { OutputFile } from '../output-files';
import { type IslandAssets, IslandAssetsContext } from '../../../runtime/islands/Island';
import { AdConfigProvider } from '../../../runtime/ads/AdConfigContext';
import { DEFAULT_FEEDBACK_ENDPOINT } from '../../../runtime/feedback/feedback';
import { DocsConfigProvider } from '../../../runtime/config/DocsConfigContext';
import { DEFAULT_LANGUAGE, localizeLinks, localizedPath } from '../../../runtime/i18n/languages';
import { routeToPathname } from '../../../runtime/page-tree/routes';
import { catalogueTitle, type TitleCatalogue } from '../../../runtime/i18n/titles';
import { activeTrail, neighbours } from '../../../runtime/page-tree/navigation';
import { PRODUCTS, type ProductId, versionList } from '../../../runtime/products/products';
import { FONT_WEIGHTS, fontUrl } from '../../../runtime/theme/global.styles';
import { Layout, type PageLink } from '../../../templates/shell/Layout';
import { BlogIndex } from '../../../templates/shell/pages/BlogIndex';
import { ApiPage, apiToc } from '../../../templates/shell/pages/ApiPage';
import { GridInterfacePage, gridInterfaceToc } from '../../../templates/shell/pages/GridReference';
import { TypeLinksContext } from '../../../templates/shell/pages/ApiTable';
import type { GridReference } from '../../../runtime/api/grid-types';
import { gridReferenceElement, gridTypeLinks } from '../api/grid-pages';
import { Home } from '../../../templates/shell/pages/Home';
import { type RouteSize, SizeSnapshot } from '../../../templates/shell/pages/SizeSnapshot';
import { apiSlug } from '../api/packages';
import type { ClientBundle } from '../bundle/client';
import { type DemoBuilds, renderedTogether } from '../demos/demo-builds';
import type { RenderedDemos } from '../../../runtime/demos/server.build';
import { codeTokenStyle } from '../content/code-tokens';
import { highlightToHtml } from '../content/highlight';
import {
  DEFAULT_IFRAME_HEIGHT,
  DEMO_PLACEHOLDER_PATTERN,
  GALLERY_PLACEHOLDER_PATTERN,
  GRID_REFERENCE_PLACEHOLDER_PATTERN,
  ICON_SEARCH_PLACEHOLDER_HTML,
  PLAYGROUND_PLACEHOLDER_PATTERN,
  TEMPLATE_GALLERY_PLACEHOLDER_HTML,
  TEMPLATE_PLACEHOLDER_PATTERN,
  THEME_VIEWER_PLACEHOLDER_PATTERN,
} from '../content/placeholders';
import { ThemeViewer } from '../../../runtime/theme-viewer/ThemeViewer.build';
import { ComponentGallery } from '../../../runtime/gallery/ComponentGallery.build';
import { galleryGroups, type GalleryPage } from '../../../runtime/gallery/gallery';
import { IconSearch } from '../../../runtime/icons/IconSearch.build';
import type { IconAssets } from '../icons/catalog';
import type { ThemeNode } from '../../../runtime/theme-viewer/tree';
import { VIEWER_THEME_LABELS, type ViewerTheme } from '../../../runtime/theme-viewer/theme-names';
import { PlaygroundFrame } from '../../../runtime/playground/PlaygroundFrame';
import { iframeDocument, templatePictureDocument, templatePreviewDocument } from '../../../runtime/demos/iframe-document.build';
import { TemplatePreview } from '../../../runtime/template-preview/TemplatePreview.build';
import { TemplateGallery } from '../../../runtime/template-preview/TemplateGallery.build';
import { demoEntryId } from '../bundle/entries';
import type { PlaygroundEntry } from '../demos/playgrounds';
import type { Site, SiteDemo, SitePage } from '../model/site';
import { PAGE_KINDS } from '../model/page-kinds';
import type { DocsConfig } from '../../config';
import type { PageContext } from '../../../runtime/analytics/analytics';
import type { SearchIndexUrls } from '../../../runtime/search/search';
import { API_SECTION_ID, apiSection } from './api-links';
import { canonicalUrl, headMeta } from './head';
import { escapeHtml, type Template } from './template';

/** Everything page rendering needs, computed once per build. */
export interface RenderContext {
  /** Project root (its `node_modules` resolve demos' package stylesheets). */
  root: string;
  config: DocsConfig;
  site: Site;
  bundle: ClientBundle;
  /** What the build made for each demo and playground (server render, frame assets), by demo id. */
  demos: DemoBuilds;
  /** The prop playgrounds of each page, by page route (generated from the API data). */
  playgrounds: ReadonlyMap<string, readonly PlaygroundEntry[]>;
  template: Template;
  shellCssUrl: string;
  /** Minified inline colour-mode script. */
  colorModeScript: string;
  /** Installed version of each product's package. */
  versions: Map<ProductId, string | undefined>;
  /** Every page's title by language and pathname: English from the model, the translations of the content's `titles.json`. */
  catalogue: TitleCatalogue;
  /** Languages built (`en` only; tests pass others). */
  languages: readonly string[];
  /** URL of the search index. */
  searchIndex: SearchIndexUrls;
  /** Route sizes, for the size snapshot page only. */
  sizes?: RouteSize[];
  /** The Material Icons search's assets, when a page of the build holds it. */
  icons?: IconAssets & { version: string };
  /** The Data Grid's interfaces, method groups, selectors and events, when the build documents the grid. */
  grid?: GridReference;
}

const PRODUCT_SUMMARIES: Partial<Record<ProductId, string>> = {
  'material-ui': "React components that implement Google's Material Design.",
  'joy-ui': 'React components for building your own design system.',
  system: 'CSS utilities for rapidly laying out custom designs.',
  'x-data-grid': 'A fast and extendable data table and data grid for React.',
  'x-date-pickers': 'Date and time pickers for React, built on your date library.',
};

/**
 * Titles by pathname in `language` (the catalogue's, falling back to English) and the
 * drawer's labels (the same, with each page's `shortTitle` where it has one).
 */
export function titlesFor(ctx: Pick<RenderContext, 'catalogue' | 'site'>, language: string): { titles: Map<string, string>; labels: Map<string, string> } {
  const cached = titleCache.get(ctx.catalogue)?.get(language);
  if (cached) return cached;
  const pathnames = new Set([...Object.keys(ctx.catalogue[DEFAULT_LANGUAGE] ?? {}), ...Object.keys(ctx.catalogue[language] ?? {})]);
  const titles = new Map([...pathnames].map((pathname) => [pathname, catalogueTitle(ctx.catalogue, pathname, language)!]));
  const labels = new Map(titles);
  if (language === DEFAULT_LANGUAGE) for (const page of ctx.site.pages) if (page.shortTitle) labels.set(routeToPathname(page.route), page.shortTitle);
  const result = { titles, labels };
  titleCache.set(ctx.catalogue, (titleCache.get(ctx.catalogue) ?? new Map()).set(language, result));
  return result;
}

/** Titles per catalogue and language: a build's catalogue does not change while it renders. */
const titleCache = new WeakMap<TitleCatalogue, Map<string, ReturnType<typeof titlesFor>>>();

function withAssets(assets: IslandAssets, element: React.ReactElement): string {
  return renderToStaticMarkup(<IslandAssetsContext.Provider value={assets}>{element}</IslandAssetsContext.Provider>);
}

/**
 * The default theme tree of each theme viewer in `html`, by theme. Material UI's and Joy UI's
 * theme modules (about 0.6 s to load) load only when a page holds a viewer.
 */
async function defaultThemeTrees(html: string): Promise<Map<string, ThemeNode[]>> {
  const themes = [...new Set([...html.matchAll(THEME_VIEWER_PLACEHOLDER_PATTERN)].map(([, theme]) => theme as ViewerTheme))];
  if (!themes.length) return new Map();
  const { defaultThemeTree } = await import('../../../runtime/theme-viewer/themes.build');
  return new Map(themes.map((theme) => [theme, defaultThemeTree(theme)]));
}

/** The HTML of a Markdown page's body, what its head needs, and the output files its demos' styles need. */
async function markdownBody(page: SitePage, ctx: RenderContext): Promise<{ html: string; head: string; files: OutputFile[] }> {
  const { markdown, demos = [] } = page;
  if (!markdown) return { html: '', head: '', files: [] };
  const files: OutputFile[] = [];
  const styles = (rendered: Pick<RenderedDemos, 'styleTag' | 'rtlCss'>) => {
    const { markup, files: needed } = demoStyleMarkup(rendered);
    files.push(...needed);
    return markup;
  };
  // Each directive with its variants: `X`, `X.tailwind`, `X.css` (or `X.date-fns`, `X.luxon`, `X.moment`).
  const directives = markdown.demos.map((directive) => ({ directive, variants: demos.filter((demo) => demo.directive === directive) }));
  // Inline demos share the page's style tag; an iframe demo gets a document with its own styles.
  const playgrounds = ctx.playgrounds.get(page.route) ?? [];
  const rendered = renderedTogether(ctx.demos, [
    ...demos.filter((demo) => !demo.directive.iframe).map((demo) => demo.id),
    ...playgrounds.map((playground) => playground.id),
  ]);
  const frames = new Map(
    await Promise.all(
      directives.map(async ({ directive, variants }) => {
        if (directive.template) return [directive.name, templateSection(page, variants[0], ctx)] as const;
        const options = variants.map(({ option }) => option);
        const sections = await Promise.all(
          variants.map(async ({ id, option }) => {
            const assets = ctx.demos.get(id)!.assets!;
            const isolated = directive.iframe ? renderedTogether(ctx.demos, [id]) : undefined;
            const iframe = isolated && {
              srcdoc: iframeDocument(isolated.html.get(id)!, styles(isolated), `${directive.name} demo`),
              height: directive.height ?? DEFAULT_IFRAME_HEIGHT,
            };
            const html = rendered.html.get(id) ?? '';
            // A Data Grid's server render is its table preview: the grid replaces it when the reader gets to it, in an iframe too.
            const gridPreview = (isolated ? isolated.html.get(id)! : html).includes('data-grid-preview');
            return (
              <DemoFrame
                key={id}
                id={id}
                name={`${directive.name}${optionSuffix(option)}`}
                html={html}
                code={assets.code}
                projects={assets.projects}
                lazyCode={assets.lazyCode}
                iframe={iframe}
                choice={options.length > 1 ? { option, options } : undefined}
                hydrate={directive.hydrate}
                clientRender={gridPreview}
              />
            );
          }),
        );
        return [
          directive.name,
          withAssets(ctx.bundle.entries, options.length > 1 ? <OptionGroup name={directive.name}>{sections}</OptionGroup> : sections[0]),
        ] as const;
      }),
    ),
  );
  const stylesheet = (await Promise.all(directives.map(({ variants }) => stylingCss(variants)))).join('\n');
  const packageCss = [...new Set(demos.flatMap((demo) => packageStylesheets(ctx.root, demo.source)))];
  const links = await Promise.all(
    packageCss.map(async (file) => {
      const stylesheet = await packageStylesheet(ctx.root, file);
      files.push(...stylesheet.files);
      return stylesheet.url;
    }),
  );
  const galleries = new Map([...markdown.html.matchAll(GALLERY_PLACEHOLDER_PATTERN)].map(([, section]) => [section, gallery(page, section, ctx)]));
  const themeTrees = await defaultThemeTrees(markdown.html);
  return {
    html: markdown.html
      .replace(DEMO_PLACEHOLDER_PATTERN, (_, name: string) => frames.get(name)!)
      .replace(TEMPLATE_PLACEHOLDER_PATTERN, (_, name: string) => frames.get(name)!)
      .replace(TEMPLATE_GALLERY_PLACEHOLDER_HTML, () => renderToStaticMarkup(<TemplateGallery cards={templateCards(page, ctx)} />))
      .replace(PLAYGROUND_PLACEHOLDER_PATTERN, (_, component: string) => {
        const { id } = playgrounds.find((playground) => playground.component === component)!;
        return withAssets(ctx.bundle.entries, <PlaygroundFrame id={id} component={component} html={rendered.html.get(id) ?? ''} />);
      })
      .replace(THEME_VIEWER_PLACEHOLDER_PATTERN, (_, theme: ViewerTheme) =>
        withAssets(ctx.bundle.entries, <ThemeViewer label={VIEWER_THEME_LABELS[theme]} nodes={themeTrees.get(theme)!} />),
      )
      .replace(ICON_SEARCH_PLACEHOLDER_HTML, () => withAssets(ctx.bundle.entries, <IconSearch {...ctx.icons!} />))
      .replace(GALLERY_PLACEHOLDER_PATTERN, (_, section: string) => galleries.get(section)!.html)
      .replace(GRID_REFERENCE_PLACEHOLDER_PATTERN, (_, kind: string, name: string) => {
        const directive = markdown.gridReferences.find((candidate) => candidate.kind === kind && candidate.name === name)!;
        return withAssets(ctx.bundle.entries, gridReferenceElement(ctx.grid, directive, page.sourceFile!));
      }),
    head:
      [rendered, ...[...galleries.values()].map(({ pictured }) => pictured)].map(styles).join('') +
      (stylesheet && `<style data-demo-styling="">${stylesheet}</style>`) +
      links.map((href) => `<link rel="stylesheet" href="${href}">`).join(''),
    files,
  };
}

/** URL of a template page's live preview, its own document. */
const previewUrl = (route: string) => `${route}preview/`;
/** URL of a template page's picture, the gallery's card image. */
const pictureUrl = (route: string) => `${route}preview/picture.html`;

/** The template demo of a page, when it shows one. */
const templateOf = (page: SitePage) => page.demos?.find((demo) => demo.directive.template);

/** A template's section of its page: the live frame, its switches and exports, and its files. */
function templateSection(page: SitePage, demo: SiteDemo, ctx: RenderContext): string {
  const assets = ctx.demos.get(demo.id)!.assets!;
  const files = assets.files ?? [];
  const entry = files[0];
  return withAssets(
    ctx.bundle.entries,
    <TemplatePreview
      name={demo.directive.name}
      title={`${page.title} preview`}
      previewUrl={previewUrl(page.route)}
      files={files.map(({ path: file, url }) => ({ path: file, url }))}
      entry={entry.path}
      entryHtml={entry.html}
      projects={assets.projects}
    />,
  );
}

/** The cards of the templates gallery on `page`: every template page under its route, in page order. */
function templateCards(page: SitePage, ctx: RenderContext) {
  return ctx.site.pages
    .filter((candidate) => candidate !== page && candidate.route.startsWith(page.route) && templateOf(candidate))
    .map((candidate) => ({ href: candidate.route, title: candidate.title, description: candidate.description, pictureUrl: pictureUrl(candidate.route) }));
}

/**
 * The documents of a template page's template: its live preview (`<route>preview/index.html`)
 * and its picture for the gallery (`<route>preview/picture.html`), and the shared file their
 * styles need (the stylesheet of the template's right-to-left rules); none for a page without
 * a template.
 */
export function templateDocuments(page: SitePage, ctx: RenderContext): { documents: OutputFile[]; shared: OutputFile[] } {
  const demo = templateOf(page);
  if (!demo) return { documents: [], shared: [] };
  const rendered = renderedTogether(ctx.demos, [demo.id]);
  const styles = demoStyleMarkup(rendered);
  const parts = { html: rendered.html.get(demo.id)!, styleTag: styles.markup, title: `${page.title} preview` };
  const entryUrl = ctx.bundle.entries.get(demoEntryId(demo))!;
  const preview = templatePreviewDocument({ ...parts, colorModeScript: ctx.colorModeScript, entryUrl, preloads: ctx.bundle.closure(entryUrl).slice(1) });
  return {
    documents: [
      { url: `${previewUrl(page.route)}index.html`, text: preview },
      { url: pictureUrl(page.route), text: templatePictureDocument(parts) },
    ],
    shared: styles.files,
  };
}

/**
 * The components gallery of a page tree section: a card per page with its first inline demo
 * (default version) pictured from the demo's server render, and the styles those renders need.
 * Pages whose demos this build did not render (a single-page build) get a card without picture.
 */
function gallery(page: SitePage, section: string, ctx: RenderContext): { html: string; pictured: RenderedDemos } {
  const pages = new Map<string, GalleryPage>(
    ctx.site.pages.map((candidate) => {
      const demo = candidate.demos?.find((entry) => !entry.directive.iframe && !optionSuffix(entry.option) && ctx.demos.has(entry.id));
      return [routeToPathname(candidate.route), { title: candidate.title, description: candidate.description, demoId: demo?.id }];
    }),
  );
  const groups = galleryGroups(page.tree?.tree ?? [], section, pages, routeToPathname(page.route));
  const pictured = renderedTogether(
    ctx.demos,
    groups.flatMap((group) => group.cards.flatMap((card) => (card.demoId ? [card.demoId] : []))),
  );
  return { html: renderToStaticMarkup(<ComponentGallery groups={groups} pictures={pictured.html} />), pictured };
}

async function apiBody(page: SitePage, ctx: RenderContext): Promise<React.ReactNode> {
  const { api, gridInterface } = page;
  if (gridInterface) {
    const groups = (ctx.grid?.methodGroups ?? []).filter((group) => gridInterface.methodGroups?.includes(group.name));
    return (
      <TypeLinksContext.Provider value={gridTypeLinks(ctx.grid)}>
        <GridInterfacePage record={gridInterface} importsHtml={await highlightToHtml(gridInterface.imports.join('\n'), 'tsx')} groups={groups} />
      </TypeLinksContext.Provider>
    );
  }
  if (!api) return null;
  const themeSnippet =
    api.themeKey &&
    (api.package === '@mui/joy'
      ? `import { extendTheme } from '@mui/joy/styles';\n\nconst theme = extendTheme({\n  components: {\n    ${api.themeKey}: {\n      defaultProps: {},\n      styleOverrides: { root: {} },\n    },\n  },\n});`
      : `import { createTheme } from '@mui/material/styles';\n\nconst theme = createTheme({\n  components: {\n    ${api.themeKey}: {\n      defaultProps: {},\n      styleOverrides: { root: {} },\n    },\n  },\n});`);
  const parent = api.inheritance?.kind === 'component' ? page.tree?.tree : undefined;
  const inheritanceHref = parent && `${api.route.replace(/[^/]+\/$/, '')}${apiSlug(api.inheritance!.name)}/`;
  return (
    <ApiPage
      api={api}
      importsHtml={await highlightToHtml(api.imports.join('\n'), 'tsx')}
      themeHtml={themeSnippet ? await highlightToHtml(themeSnippet, 'tsx') : undefined}
      inheritanceHref={inheritanceHref}
    />
  );
}

function generatedBody(page: SitePage, ctx: RenderContext): React.ReactNode {
  const posts = ctx.site.pages.filter((candidate) => PAGE_KINDS[candidate.kind].post);
  switch (page.kind) {
    case 'home':
      return (
        <Home
          products={(Object.keys(PRODUCT_SUMMARIES) as ProductId[]).map((id) => ({
            name: PRODUCTS[id].name,
            href: PRODUCTS[id].home,
            summary: PRODUCT_SUMMARIES[id]!,
            version: ctx.versions.get(id) && `v${ctx.versions.get(id)}`,
          }))}
          posts={posts.slice(0, 3).map((post) => ({ href: post.route, title: post.title }))}
        />
      );
    case 'blog-index':
      return (
        <BlogIndex
          posts={posts.map((post) => ({ href: post.route, title: post.title, description: post.description, date: post.markdown!.frontmatter.date! }))}
        />
      );
    case 'size-snapshot':
      return <SizeSnapshot sizes={ctx.sizes ?? []} />;
    case 'not-found':
      return (
        <p>
          Check the address, or go back to the <a href="/">home page</a>.
        </p>
      );
    case 'offline':
      return <p>Pages you have visited are kept for offline reading; this one will be once you open it with a connection.</p>;
    default:
      return null;
  }
}

function pageLink(pathname: string | undefined, titles: Map<string, string>): PageLink | undefined {
  return pathname ? { href: `${pathname}/`, title: titles.get(pathname) ?? pathname } : undefined;
}

/**
 * Renders `page` to a complete HTML document in `language` (a language other than the default
 * gets its prefix on the page's own links), with the shared output files its demos' styles
 * need, for the caller to write (`sharedFileWriter`).
 */
export async function renderPage(page: SitePage, ctx: RenderContext, language = DEFAULT_LANGUAGE): Promise<{ html: string; files: OutputFile[] }> {
  const product = PRODUCTS[page.productId];
  const pathname = routeToPathname(page.route);
  const { titles, labels } = titlesFor(ctx, language);
  const title = titles.get(pathname) ?? page.title;
  const { previous, next } = page.tree ? neighbours(page.tree.tree, pathname) : {};
  const trail = page.tree ? activeTrail(page.tree.tree, pathname).slice(0, -1) : [];
  const traits = PAGE_KINDS[page.kind];
  const breadcrumbs = traits.breadcrumbs ? [{ href: product.home, title: product.name }, ...trail.map((entry) => pageLink(entry.pathname, titles)!)] : [];
  const body = await markdownBody(page, ctx);
  // A page that writes its own API section keeps it; the generated one would repeat its heading id.
  const ownApiSection = page.markdown?.toc.some((entry) => entry.id === API_SECTION_ID);
  const apiLinks = traits.demoApiLinks && page.demos?.length && !ownApiSection ? apiSection(page.demos, ctx.site.pages) : undefined;
  const api = await apiBody(page, ctx);
  const shell = withAssets(
    ctx.bundle.entries,
    <DocsConfigProvider value={{ origin: ctx.config.origin, repositoryUrl: ctx.config.repositoryUrl }}>
      <AdConfigProvider value={ctx.config.ads}>
        <Layout
          pathname={pathname}
          title={page.title}
          description={page.description}
          productId={page.productId}
          productName={product.name}
          productHome={product.home}
          searchIndex={ctx.searchIndex}
          versions={versionList(product, ctx.versions.get(page.productId))}
          tree={page.tree?.tree}
          titles={labels}
          breadcrumbs={breadcrumbs}
          toc={
            page.markdown
              ? [...page.markdown.toc, ...(apiLinks ? [apiLinks.toc] : [])]
              : page.api
                ? apiToc(page.api)
                : page.gridInterface
                  ? gridInterfaceToc(
                      page.gridInterface,
                      (ctx.grid?.methodGroups ?? []).filter((group) => page.gridInterface!.methodGroups?.includes(group.name)),
                    )
                  : []
          }
          previous={pageLink(previous?.pathname, titles)}
          next={pageLink(next?.pathname, titles)}
          sourcePath={page.sourceFile && path.relative(path.dirname(ctx.site.contentDir), page.sourceFile)}
          lastUpdated={page.sourceFile && ctx.site.updated.get(page.sourceFile)}
          hasMarkdown={traits.pageActions}
          hasAd={traits.ads}
          wide={Boolean(page.api || page.gridInterface || templateOf(page))}
          feedback={traits.feedback ? { endpoint: ctx.config.feedbackUrl ?? DEFAULT_FEEDBACK_ENDPOINT, page: localizedPath(page.route, language) } : undefined}
        >
          {page.markdown ? <div dangerouslySetInnerHTML={{ __html: body.html + (apiLinks?.html ?? '') }} /> : (api ?? generatedBody(page, ctx))}
        </Layout>
      </AdConfigProvider>
    </DocsConfigProvider>,
  );
  const preloads = [
    ...FONT_WEIGHTS.map((weight) => `<link rel="preload" href="${fontUrl(weight)}" as="font" type="font/woff2" crossorigin>`),
    ...ctx.bundle
      .closure(ctx.bundle.bootUrl)
      .slice(1)
      .map((url) => `<link rel="modulepreload" href="${url}">`),
  ];
  const route = localizedPath(page.route, language);
  const html = localizeLinks(shell, language);
  const document = ctx.template({
    lang: language,
    title: escapeHtml(traits.productInTitle ? `${title} - ${product.name}` : page.title),
    description: escapeHtml(page.description),
    meta: headMeta({
      origin: ctx.config.origin,
      route: traits.canonical ? route : '/',
      title,
      description: page.description,
      type: traits.ogType,
      languages: ctx.languages,
    }),
    colorModeScript: ctx.colorModeScript,
    preloads: preloads.join('\n'),
    shellCss: ctx.shellCssUrl,
    head: body.head + codeTokenStyle(html),
    body: html,
    pageContext: JSON.stringify({
      ...(ctx.config.gaMeasurementId && { gaMeasurementId: ctx.config.gaMeasurementId, gaScriptUrl: ctx.config.gaScriptUrl }),
      docsHost: ctx.config.docsHost,
      productId: page.productId,
      productCategoryId: product.categoryId,
      userLanguage: language,
      canonical: canonicalUrl(ctx.config.origin, traits.canonical ? route : '/', ctx.languages),
    } satisfies PageContext).replace(/</g, '\\u003c'),
    boot: ctx.bundle.bootUrl,
  });
  return { html: document, files: body.files };
}
