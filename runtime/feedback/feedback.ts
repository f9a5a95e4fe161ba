/**
 * Page feedback in the browser, pure: labels, the payload and the request.
 * The DOM layer is `widget.ts`; the service is `cli/feedback/`.
 */

/** The widget's texts: the question, and the labels after sending or failing to. */
export const FEEDBACK_LABELS = {
  question: 'Was this page helpful?',
  submitted: 'Feedback submitted',
  failed: "Couldn't submit feedback. Please try again later.",
} as const;

/** Longest comment the service accepts, characters. */
export const COMMENT_MAX_CHARS = 2000;

/** Default endpoint: the service `docs serve` runs beside the site. */
export const DEFAULT_FEEDBACK_ENDPOINT = '/api/feedback';

/** What is posted (the service's contract). */
export interface FeedbackPayload {
  page: string;
  rating: 0 | 1;
  comment: string;
}

/**
 * Posts `payload` as JSON to `endpoint`.
 * @returns true when the service stored it (2xx); false on any error status or network failure.
 */
export async function submitFeedback(endpoint: string, payload: FeedbackPayload, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false;
  }
}
