/**
 * A template on its page (build time): the template live in a frame of its own document (its
 * preview URL, also the full-screen view), switches for the frame's colour scheme and viewport,
 * the exports, and the template's file tree beside the entry file's highlighted code. The
 * frame loads, with the template's JavaScript, when the reader scrolls near it.
 */
import { useId } from 'react';
import { Island } from '../islands/Island';
import type { CodeVariant } from '../preferences/code-variant/code-variant';
import { fileTree, type FileTreeNode, TEMPLATE_FRAME_HEIGHT, type TemplateFile } from './files';
import * as styles from './TemplatePreview.styles';

/** Props of {@link TemplatePreview}. */
export interface TemplatePreviewProps {
  /** The entry module's name (`Dashboard`), the exported project's name too. */
  name: string;
  /** What the frame and its region are called, e.g. `Dashboard template`. */
  title: string;
  /** URL of the template's own document. */
  previewUrl: string;
  files: readonly TemplateFile[];
  /** Path of the entry module among `files`. */
  entry: string;
  /** The entry module's highlighted code (HTML), shown before the reader picks another file. */
  entryHtml: string;
  /** URL of the exported project of each code variant. */
  projects: Record<CodeVariant, string>;
}

function Tree({ nodes, files }: { nodes: readonly FileTreeNode[]; files: ReadonlyMap<string, TemplateFile> }) {
  return (
    <ul>
      {nodes.map((node) =>
        node.children ? (
          <li key={node.name}>
            <details open>
              <summary>{node.name}/</summary>
              <Tree nodes={node.children} files={files} />
            </details>
          </li>
        ) : (
          <li key={node.path}>
            <button type="button" data-file-url={files.get(node.path!)!.url} data-file-path={node.path}>
              {node.name}
            </button>
          </li>
        ),
      )}
    </ul>
  );
}

/** The template's section of its page. */
export function TemplatePreview({ name, title, previewUrl, files, entry, entryHtml, projects }: TemplatePreviewProps) {
  const id = useId();
  const byPath = new Map(files.map((file) => [file.path, file]));
  return (
    <section className={styles.preview} aria-label={title} data-template={name} data-projects={JSON.stringify(projects)}>
      <Island id="widgets/TemplatePreview" hydrate="interaction">
        <div className={styles.toolbar}>
          <fieldset>
            <legend>Colour scheme</legend>
            <label>
              <input type="radio" name={`${id}-scheme`} value="light" /> Light
            </label>
            <label>
              <input type="radio" name={`${id}-scheme`} value="dark" /> Dark
            </label>
          </fieldset>
          <fieldset>
            <legend>Viewport</legend>
            <label>
              <input type="radio" name={`${id}-viewport`} value="phone" /> Phone
            </label>
            <label>
              <input type="radio" name={`${id}-viewport`} value="tablet" /> Tablet
            </label>
            <label>
              <input type="radio" name={`${id}-viewport`} value="desktop" defaultChecked /> Desktop
            </label>
          </fieldset>
          <a href={previewUrl} target="_blank" rel="noopener">
            Open full screen
          </a>
          <button type="button" data-template-export="stackblitz">
            Open in StackBlitz
          </button>
          <button type="button" data-template-export="codesandbox">
            Open in CodeSandbox
          </button>
        </div>
        <div className={styles.stage}>
          {/* Given its URL once in view (boot's lazy frames): the preview is the template's whole app. */}
          <iframe className={styles.frame} data-src={previewUrl} title={title} height={TEMPLATE_FRAME_HEIGHT} data-template-frame="" />
        </div>
        <div className={styles.source}>
          <nav className={styles.tree} aria-label={`Files of the ${title}`}>
            <Tree
              nodes={fileTree(
                files.map((file) => file.path),
                entry,
              )}
              files={byPath}
            />
          </nav>
          <div className={styles.code}>
            <header>
              <span data-template-path="">{entry}</span>
              <button type="button" data-template-copy="">
                Copy
              </button>
            </header>
            <div data-template-code="" tabIndex={0} role="region" aria-label="Source of the file shown" dangerouslySetInnerHTML={{ __html: entryHtml }} />
          </div>
        </div>
      </Island>
    </section>
  );
}
