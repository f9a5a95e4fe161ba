/** Preference cookies: the code variant, and the styling choice kept the same way. */

/** Lifetime of a preference cookie, seconds (one year). */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

/** The value of cookie `name` in a `document.cookie` string, if set. */
export function readCookie(cookies: string, name: string): string | undefined {
  return cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** The `document.cookie` assignment saving a preference: path `/`, one year, same-site lax. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${value}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; samesite=lax`;
}
