/**
 * Output files many pages share (a stylesheet named by its contents, a package's font files):
 * written once per build however many pages ask for them at once.
 */
import { existsSync } from 'node:fs';

/** Writes under way or done, by absolute output path. */
const writes = new Map<string, Promise<void>>();

/**
 * Runs `write` to create `file` unless an earlier call already did (or is doing) so; every
 * caller awaits the same write. A later build in the same process into the same output starts
 * from an empty staging folder of the same name, so a finished write whose file is gone, or a
 * write that failed, runs again.
 * @param file absolute path `write` creates
 * @throws whatever `write` rejects with
 */
export async function writeOnce(file: string, write: () => Promise<void>): Promise<void> {
  let pending = writes.get(file);
  if (
    pending &&
    !(await pending.then(
      () => existsSync(file),
      () => false,
    ))
  )
    pending = undefined;
  if (!pending) {
    pending = write();
    writes.set(file, pending);
  }
  await pending;
}
