import { iconButton, moonIcon, sunIcon } from '../../theme/controls.styles';
import { Icon } from '../../theme/icons';
import { COLOR_SCHEME_ATTRIBUTE } from './color-mode';
import { setMode } from './sync';

/**
 * App bar button that switches between light and dark. The icon
 * follows the `<html>` attribute through CSS, so the server markup is right before hydration;
 * the island hydrates on first interaction.
 */
export default function ColorModeToggle() {
  const toggle = () => {
    const dark = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark';
    setMode(dark ? 'light' : 'dark');
  };
  return (
    <button type="button" className={iconButton} onClick={toggle} aria-label="Toggle light and dark mode" title="Toggle light and dark mode">
      <span className={sunIcon}>
        <Icon name="sun" />
      </span>
      <span className={moonIcon}>
        <Icon name="moon" />
      </span>
    </button>
  );
}
