import * as styles from './PageFeedback.styles';
import { COMMENT_MAX_CHARS, FEEDBACK_LABELS } from './feedback';

/** Props of {@link PageFeedback}. */
export interface PageFeedbackProps {
  /** Where submissions are posted (`DOCS_FEEDBACK_URL`, default `/api/feedback`). */
  endpoint: string;
  /** Site path of the page, e.g. `/material-ui/react-button/`. */
  page: string;
}

/**
 * "Was this page helpful?" at the foot of a guide page: yes or no, then an
 * optional comment. Server-rendered; `widget.ts` in the boot script makes it work. The status
 * line keeps its height so the answer moves nothing.
 */
export function PageFeedback({ endpoint, page }: PageFeedbackProps) {
  return (
    <form className={styles.feedback} data-feedback="" data-endpoint={endpoint} data-page={page} aria-labelledby="feedback-question">
      <p id="feedback-question" className={styles.question}>
        {FEEDBACK_LABELS.question}
      </p>
      <div className={styles.ratings}>
        <button type="button" data-rating="1" aria-pressed="false" data-ga-event-category="feedback" data-ga-event-action="rate" data-ga-event-label="yes">
          Yes
        </button>
        <button type="button" data-rating="0" aria-pressed="false" data-ga-event-category="feedback" data-ga-event-action="rate" data-ga-event-label="no">
          No
        </button>
      </div>
      <div className={styles.details} data-feedback-details="" hidden>
        <label htmlFor="feedback-comment">Anything we should add or fix? (optional)</label>
        <textarea id="feedback-comment" name="comment" rows={3} maxLength={COMMENT_MAX_CHARS} />
        <button type="submit">Send feedback</button>
      </div>
      <p className={styles.status} data-feedback-status="" aria-live="polite" />
    </form>
  );
}
