/**
 * The feedback store: one small interface, two databases. SQLite (better-sqlite3: maintained,
 * synchronous, so a row is on disk before the service answers) is the default, an embedded file;
 * PostgreSQL (`pg`) when a connection URL is given, so several service instances share one store.
 * Both keep the same table and answer the same rows.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
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
  /** Stores one submission durably (committed before it resolves) and resolves with its row. */
  insert(feedback: Feedback, now?: Date): Promise<FeedbackRow>;
  /** Every row, oldest first. */
  all(): Promise<FeedbackRow[]>;
  close(): Promise<void>;
}

/** Key of the advisory lock under which an instance creates the table (any constant shared by all instances). */
const SCHEMA_LOCK = 4_711_023;

/** Environment variable holding a PostgreSQL connection URL; set, it selects PostgreSQL. */
export const FEEDBACK_DATABASE_URL_ENV = 'DOCS_FEEDBACK_DATABASE_URL';

/**
 * Opens the SQLite database at `file` (created when missing; `:memory:` for a throwaway store).
 * WAL journal with `synchronous = FULL`: a transaction that returned survives a killed process
 * or a power cut.
 * @throws Error from SQLite when the file cannot be opened or is not a database.
 */
export function openSqliteStore(file: string): FeedbackStore {
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
    insert: async (feedback, now = new Date()) => {
      const createdAt = now.toISOString();
      const { lastInsertRowid } = insert.run(createdAt, feedback.page, feedback.rating, feedback.comment);
      return { id: Number(lastInsertRowid), createdAt, ...feedback };
    },
    all: async () => all.all() as FeedbackRow[],
    close: async () => void db.close(),
  };
}

/**
 * Connects to PostgreSQL at `url` (`postgres://user:password@host:port/database`) through a
 * pool, creating the table when missing. Each insert is one autocommitted statement: committed
 * (and, with the server's default `synchronous_commit`, flushed) before it resolves.
 * @throws Error from `pg` when the server cannot be reached or refuses the login.
 */
export async function openPostgresStore(url: string): Promise<FeedbackStore> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const client = await pool.connect().catch(async (error) => {
    await pool.end();
    throw error;
  });
  try {
    // Instances starting together would race on CREATE TABLE IF NOT EXISTS (PostgreSQL then
    // reports a duplicate type): one at a time, under a transaction-scoped advisory lock.
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS feedback (
      id BIGSERIAL PRIMARY KEY,
      created_at TIMESTAMPTZ NOT NULL,
      page TEXT NOT NULL,
      rating SMALLINT NOT NULL CHECK (rating IN (0, 1)),
      comment TEXT NOT NULL CHECK (char_length(comment) <= ${COMMENT_MAX_CHARS})
    )`);
    await client.query('COMMIT');
    client.release();
  } catch (error) {
    client.release(error as Error);
    await pool.end();
    throw error;
  }
  return {
    insert: async (feedback, now = new Date()) => {
      const { rows } = await pool.query<{ id: string }>('INSERT INTO feedback (created_at, page, rating, comment) VALUES ($1, $2, $3, $4) RETURNING id', [
        now,
        feedback.page,
        feedback.rating,
        feedback.comment,
      ]);
      return { id: Number(rows[0].id), createdAt: now.toISOString(), ...feedback };
    },
    all: async () => {
      const { rows } = await pool.query<{ id: string; created_at: Date; page: string; rating: number; comment: string }>(
        'SELECT id, created_at, page, rating, comment FROM feedback ORDER BY id',
      );
      return rows.map((row) => ({
        id: Number(row.id),
        createdAt: row.created_at.toISOString(),
        page: row.page,
        rating: row.rating as Feedback['rating'],
        comment: row.comment,
      }));
    },
    close: () => pool.end(),
  };
}

/**
 * The store the environment selects: PostgreSQL at `$DOCS_FEEDBACK_DATABASE_URL` when it is
 * set (non-empty), otherwise the SQLite file `sqliteFile`.
 * @throws Error from the database when it cannot be opened or reached.
 */
export function openFeedbackStore(sqliteFile: string, env: Record<string, string | undefined> = process.env): Promise<FeedbackStore> {
  const url = env[FEEDBACK_DATABASE_URL_ENV];
  return url ? openPostgresStore(url) : Promise.resolve(openSqliteStore(sqliteFile));
}
