import { Island } from '../islands/Island';
import * as styles from './Demo.styles';

/** Props of {@link DemoFrame}: a demo's server render and its highlighted source. */
export interface DemoFrameProps {
  /** Demo id, e.g. `material-ui/react-button/BasicButtons`. */
  id: string;
  /** File name without extension, e.g. `BasicButtons`. */
  name: string;
  /** Server-rendered HTML of the demo (from the SSR bundle). */
  html: string;
  /** Highlighted TSX source (from Shiki). */
  codeHtml: string;
}

/**
 * A demo on a page: the live preview (an island hydrated when near the viewport) above its
 * source. The record is shaped so code variants and editing can hang off `id` later.
 */
export function DemoFrame({ id, name, html, codeHtml }: DemoFrameProps) {
  return (
    <section className={styles.demo} id={`demo-${name}`} aria-label={`${name} demo`}>
      <Island id={`demos/${id}`} hydrate="visible" className={styles.preview} html={html} />
      <div className={styles.toolbar}>
        <span>TSX</span>
      </div>
      <div className={styles.code} dangerouslySetInnerHTML={{ __html: codeHtml }} />
    </section>
  );
}
