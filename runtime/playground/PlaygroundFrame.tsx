import { Island } from '../islands/Island';
import * as styles from './Playground.styles';

/** Props of {@link PlaygroundFrame}. */
export interface PlaygroundFrameProps {
  /** Demo entry id of the playground, e.g. `joy-ui/react-button/playground/Button`. */
  id: string;
  /** The component it plays with. */
  component: string;
  /** Its server render (the playground with every control at its default). */
  html: string;
}

/**
 * A prop playground on a page (build time): its server render in an island that hydrates when
 * the reader reaches it (first interaction, or scrolled into view), in a region named after the component. Importing this module
 * registers the playground's styles in the shell stylesheet.
 */
export function PlaygroundFrame({ id, component, html }: PlaygroundFrameProps) {
  return (
    <section className={styles.frame} aria-label={`${component} playground`}>
      <Island id={`demos/${id}`} hydrate="scroll" html={html} />
    </section>
  );
}
