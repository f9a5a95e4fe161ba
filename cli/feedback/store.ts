/**
 * The feedback store: an embedded SQLite database file through better-sqlite3 (maintained,
 * synchronous, so a row is on disk before the service answers). WAL journal with
 * `synchronous = FULL`: a transaction that returned survives a killed process or a power cut.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { COMMENT_MAX_CHARS } from '../../runtime/feedback/feedback';
import type { Feedback } from './validate';

/** A stored submission. */
export interface FeedbackRow extends Feedback {
  id: number;
  /** ISO 8601 time the service stored it (UTC). */
  createdAt: string;
}

/** The open store. */
export interface FeedbackStore {
  /** Stores one submission durably and returns its row. */
  insert(feedback: Feedback, now?: Date): FeedbackRow;
  /** Every row, oldest first. */
  all(): FeedbackRow[];
  close(): void;
}

/**
 * Opens (creating when missing) the database at `file`; `:memory:` for a throwaway store.
 * @throws Error from SQLite when the file cannot be opened or is not a database.
 */
export function openFeedbackStore(file: string): FeedbackStore {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    page TEXT NOT NULL,
    rating INTEGER NOT NULL CHECK (rating IN (0, 1)),
    comment TEXT NOT NULL CHECK (length(comment) <= ${COMMENT_MAX_CHARS})
  )`);
  const insert = db.prepare('INSERT INTO feedback (created_at, page, rating, comment) VALUES (?, ?, ?, ?)');
  const all = db.prepare('SELECT id, created_at AS createdAt, page, rating, comment FROM feedback ORDER BY id');
  return {
    insert(feedback, now = new Date()) {
      const createdAt = now.toISOString();
      const { lastInsertRowid } = insert.run(createdAt, feedback.page, feedback.rating, feedback.comment);
      return { id: Number(lastInsertRowid), createdAt, ...feedback };
    },
    all: () => all.all() as FeedbackRow[],
    close: () => db.close(),
  };
}
