/** The reader's styling choice in the browser: saved in its cookie and shown through `<html data-styling>`. */
import { STYLING_ATTRIBUTE, stylingCookie, type StylingOption } from './styling-variant';

/** Saves `option` and shows every demo's matching variant (spec §3, issue 4 item 7). */
export function setStyling(option: StylingOption, doc: Document = document): void {
  doc.cookie = stylingCookie(option);
  doc.documentElement.setAttribute(STYLING_ATTRIBUTE, option);
}
