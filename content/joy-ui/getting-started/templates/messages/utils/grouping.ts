import type { ChatMessage } from '../data/conversations';

/** Messages one person sent in a row, shown as one block of bubbles under one name and time. */
export interface Run {
  authorId: string;
  messages: ChatMessage[];
}

export interface Day {
  /** `YYYY-MM-DD` in UTC. */
  date: string;
  runs: Run[];
}

/** A pause longer than this starts a new run even when the same person writes again. */
const RUN_GAP_MS = 10 * 60_000;

/**
 * Splits a conversation into days, and each day into runs of messages by one author. A new run
 * starts when the author changes or after a pause of more than ten minutes.
 */
export function groupMessages(messages: ChatMessage[]): Day[] {
  const days: Day[] = [];
  for (const message of messages) {
    const date = message.sentAt.slice(0, 10);
    let day = days.at(-1);
    if (!day || day.date !== date) {
      day = { date, runs: [] };
      days.push(day);
    }
    const run = day.runs.at(-1);
    const previous = run?.messages.at(-1);
    if (run && previous && run.authorId === message.authorId && Date.parse(message.sentAt) - Date.parse(previous.sentAt) <= RUN_GAP_MS) {
      run.messages.push(message);
    } else {
      day.runs.push({ authorId: message.authorId, messages: [message] });
    }
  }
  return days;
}
