/** A reader's demo option in the browser: saved in its axis's cookie and shown through the axis's `<html>` attribute. */
import { axisOf, type DemoOption, optionCookie } from './demo-options';

/** Saves `option` and shows every demo's matching version. */
export function setDemoOption(option: DemoOption, doc: Document = document): void {
  doc.cookie = optionCookie(option);
  doc.documentElement.setAttribute(axisOf(option).attribute, option);
}
