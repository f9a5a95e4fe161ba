/**
 * Routes and pathnames, in one place. A route is a page's URL path with its trailing slash
 * (`/material-ui/react-button/`, `/` for home, `/404.html` for a document); a pathname is the
 * form page trees and the titles catalogue use (`/material-ui/react-button`, `/` for home).
 */

/** `/material-ui/react-button/` → `/material-ui/react-button`; `/` stays `/`. */
export function routeToPathname(route: string): string {
  return route === '/' ? '/' : route.replace(/\/$/, '');
}

/** `/material-ui/react-button` → `/material-ui/react-button/`; a file route (`/404.html`) and `/` stay. */
export function pathnameToRoute(pathname: string): string {
  return pathname === '/' || /\.[a-z]+$/.test(pathname) || pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * Path of a route's HTML file relative to the site root, with `/` separators:
 * `/material-ui/react-button/` → `material-ui/react-button/index.html`, `/404.html` → `404.html`.
 */
export function routeHtmlFile(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : route.slice(1);
}
