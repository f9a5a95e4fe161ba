/**
 * The feedback widget's behaviour, React-free and part of the boot script: a rating
 * reveals the optional comment; sending shows "Feedback submitted", or the failure label with
 * everything the reader typed and chose kept.
 */
import { FEEDBACK_LABELS, submitFeedback } from './feedback';

/** Starts the widget in every `[data-feedback]` form of `doc`. */
export function startPageFeedback(doc: Document = document): void {
  doc.querySelectorAll<HTMLFormElement>('form[data-feedback]').forEach((form) => {
    const details = form.querySelector<HTMLElement>('[data-feedback-details]')!;
    const status = form.querySelector<HTMLElement>('[data-feedback-status]')!;
    const comment = form.querySelector<HTMLTextAreaElement>('textarea')!;
    let rating: 0 | 1 | undefined;
    form.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-rating]');
      if (!button) return;
      rating = button.dataset.rating === '1' ? 1 : 0;
      form.querySelectorAll('button[data-rating]').forEach((other) => other.setAttribute('aria-pressed', String(other === button)));
      details.hidden = false;
      comment.focus();
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (rating === undefined || form.dataset.state === 'sending') return;
      form.dataset.state = 'sending';
      status.textContent = '';
      const ok = await submitFeedback(form.dataset.endpoint!, { page: form.dataset.page!, rating, comment: comment.value });
      form.dataset.state = ok ? 'submitted' : 'failed';
      status.textContent = ok ? FEEDBACK_LABELS.submitted : FEEDBACK_LABELS.failed;
      status.setAttribute('role', ok ? 'status' : 'alert');
      if (ok) form.querySelectorAll('button, textarea').forEach((control) => ((control as HTMLButtonElement).disabled = true));
    });
  });
}
