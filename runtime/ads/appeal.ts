/** The ad-block appeal: fixed text, so it loads no sanitiser. */
import * as styles from './Ad.styles';

/** Renders the ad-block appeal into `container`, replacing its content. */
export function renderAppeal(container: HTMLElement): void {
  const root = document.createElement('p');
  root.className = styles.appeal;
  const title = document.createElement('strong');
  title.textContent = 'Ads keep these docs free.';
  root.append(title, 'An ad blocker hid the one meant for this spot. If you can, allow ads on this site: they are few, and they never move the page.');
  container.replaceChildren(root);
}
