/**
 * Feedback validation, pure: the service answers 400 with the message of the first invalid field.
 */

import { COMMENT_MAX_CHARS, type FeedbackPayload } from '../../runtime/feedback/feedback';

/** The fields a submission may have; any other is rejected. */
export const FEEDBACK_FIELDS = ['page', 'rating', 'comment'] as const;

/** A valid submission: the widget's payload (`page` a site path, `rating` 1 helpful or 0 not, `comment` plain text, empty when none). */
export type Feedback = FeedbackPayload;

/** The outcome of {@link validateFeedback}. */
export type Validation = { ok: true; value: Feedback } | { ok: false; field: string; message: string };

// Control characters (C0, DEL and C1) other than tab, line feed and carriage return have no place in a comment.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is what this rule is for.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Checks a parsed JSON body against the contract: `page` a path of the site (one of `pages`),
 * `rating` 0 or 1, `comment` optional plain text of at most 2000 characters, nothing else.
 * @param pages every site path a reader can give feedback on.
 */
export function validateFeedback(body: unknown, pages: ReadonlySet<string>): Validation {
  const fail = (field: string, message: string): Validation => ({ ok: false, field, message });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('body', 'body: expected a JSON object');
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !(FEEDBACK_FIELDS as readonly string[]).includes(key));
  if (unknown) return fail(unknown, `${unknown}: unknown field (allowed: ${FEEDBACK_FIELDS.join(', ')})`);
  const { page, rating, comment = '' } = record;
  if (typeof page !== 'string' || !page.startsWith('/')) return fail('page', 'page: expected a site path starting with /');
  if (!pages.has(page)) return fail('page', `page: ${JSON.stringify(page.slice(0, 200))} is not a page of this site`);
  if (rating !== 0 && rating !== 1) return fail('rating', 'rating: expected 0 (not helpful) or 1 (helpful)');
  if (typeof comment !== 'string') return fail('comment', 'comment: expected text');
  if ([...comment].length > COMMENT_MAX_CHARS) return fail('comment', `comment: at most ${COMMENT_MAX_CHARS} characters`);
  if (CONTROL.test(comment)) return fail('comment', 'comment: control characters are not allowed');
  return { ok: true, value: { page, rating, comment: comment.trim() } };
}
