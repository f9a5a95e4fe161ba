import type { SearchIndexUrls } from '../../runtime/search/search';
import type { ReactNode } from 'react';
import { AdSlot } from '../../runtime/ads/AdSlot';
import { useDocsConfig } from '../../runtime/config/DocsConfigContext';
import { PageFeedback, type PageFeedbackProps } from '../../runtime/feedback/PageFeedback';
import type { PageTree } from '../../runtime/page-tree/types';
import type { ProductId, VersionEntry } from '../../runtime/products/products';
import { AppBar, AppBarTools } from './AppBar';
import { NavDrawer } from './NavDrawer';
import * as styles from './Page.styles';
import { Toc, type TocItem } from './Toc';

/** A link to a neighbouring page. */
export interface PageLink {
  href: string;
  title: string;
}

/** Everything the shell needs to render one page (computed at build time). */
export interface LayoutProps {
  /** Path of the page without trailing slash (`/` stays `/`). */
  pathname: string;
  title: string;
  description: string;
  productId: ProductId;
  productName: string;
  productHome: string;
  /** URLs of the search indexes. */
  searchIndex: SearchIndexUrls;
  versions: VersionEntry[];
  /** Page tree of the page's product; omitted pages (home, blog) have no drawer. */
  tree?: PageTree;
  /** Page titles by pathname, for drawer entries without a title. */
  titles: ReadonlyMap<string, string>;
  /** Links above the title, product first; empty hides them. */
  breadcrumbs: PageLink[];
  toc: TocItem[];
  /** Repository path of the page's source, for "Edit this page". */
  sourcePath?: string;
  /** Date of the source's last commit, YYYY-MM-DD. */
  lastUpdated?: string;
  /** Whether `index.md` exists beside the page ("View as Markdown", "Copy page"). */
  hasMarkdown?: boolean;
  /** Whether the page has an ad slot under its description (guide pages). */
  hasAd?: boolean;
  /** The feedback form at the foot of the page (guide pages). */
  feedback?: PageFeedbackProps;
  previous?: PageLink;
  next?: PageLink;
  /**
   * A wide page (API reference): its reference tables get the width they need, the article
   * widening to 1100 px and the table of contents showing only from the `xl` breakpoint.
   */
  wide?: boolean;
  /** The page body: rendered Markdown with demos, or a generated page. */
  children: ReactNode;
}

/**
 * The page shell: skip link, app bar, drawer, article with its single `h1`, previous/next
 * links and table of contents.
 */
export function Layout(props: LayoutProps) {
  const { tree, previous, next } = props;
  const { repositoryUrl } = useDocsConfig();
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <AppBar
        productName={props.productName}
        productHome={props.productHome}
        versions={props.versions}
        hasDrawer={Boolean(tree)}
        productId={props.productId}
        searchIndex={props.searchIndex}
      />
      <div className={styles.shell}>
        {tree && <NavDrawer tree={tree} pathname={props.pathname} titles={props.titles} />}
        <AppBarTools />
        <main id="main-content" className={styles.main} data-wide={props.wide ? '' : undefined} data-has-toc={props.toc.length > 0 ? '' : undefined}>
          <article className={styles.article}>
            {props.breadcrumbs.length > 0 && (
              <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
                <ol>
                  {props.breadcrumbs.map((crumb) => (
                    <li key={crumb.href}>
                      <a href={crumb.href}>{crumb.title}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            <h1 className={styles.title}>{props.title}</h1>
            <p className={styles.description}>{props.description}</p>
            {props.hasAd && <AdSlot />}
            {props.hasMarkdown && (
              <p className={styles.pageActions}>
                <button type="button" data-copy-page="">
                  Copy page
                </button>
                <a href="index.md" type="text/markdown">
                  View as Markdown
                </a>
              </p>
            )}
            <div className={styles.prose}>{props.children}</div>
            {props.feedback && <PageFeedback {...props.feedback} />}
            {((repositoryUrl && props.sourcePath) || props.lastUpdated) && (
              <p className={styles.editLink}>
                {repositoryUrl && props.sourcePath && (
                  <a href={`${repositoryUrl.replace(/\/$/, '')}/edit/main/${props.sourcePath}`} rel="noopener" data-external="">
                    Edit this page
                  </a>
                )}
                {props.lastUpdated && (
                  <span>
                    Last updated <time dateTime={props.lastUpdated}>{props.lastUpdated}</time>
                  </span>
                )}
              </p>
            )}
            {(previous || next) && (
              <nav className={styles.pageNav} aria-label="Previous and next pages">
                {previous && (
                  <a href={previous.href} rel="prev">
                    <span>Previous</span>
                    {previous.title}
                  </a>
                )}
                {next && (
                  <a href={next.href} rel="next">
                    <span>Next</span>
                    {next.title}
                  </a>
                )}
              </nav>
            )}
          </article>
          <Toc items={props.toc} />
        </main>
      </div>
    </>
  );
}
