/**
 * The templates gallery (build time): a card per template page, pictured by the template's own
 * render (its picture document, which follows the page's colour scheme) in a frame that loads
 * when the reader scrolls near it, inert and hidden from assistive technology; the card's title
 * is its link, a second-level heading: the gallery comes before the page's sections.
 */
import * as styles from './TemplatePreview.styles';

/** One card of the gallery. */
export interface TemplateCard {
  href: string;
  title: string;
  description: string;
  /** URL of the template's picture document. */
  pictureUrl: string;
}

/** The gallery of a product's templates. */
export function TemplateGallery({ cards }: { cards: readonly TemplateCard[] }) {
  return (
    <ul className={styles.gallery}>
      {cards.map((card) => (
        <li key={card.href} className={styles.card}>
          <div className={styles.picture} aria-hidden="true">
            <iframe src={card.pictureUrl} title={`Picture of the ${card.title}`} loading="lazy" tabIndex={-1} inert />
          </div>
          <h2>
            <a href={card.href}>{card.title}</a>
          </h2>
          <p>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
