/**
 * For the build's child processes (API extraction, the icon catalogue): end when the build that
 * started them is gone. A build killed outright (SIGKILL, a CI job cancelled) cannot end its
 * children, and an orphaned extraction would keep a core and a gigabyte for another minute.
 */

/** How often the parent is checked, ms. */
export const PARENT_CHECK_MS = 1_000;

/** The environment variable in which a build gives its children its process id. */
export const PARENT_PID_ENV = 'DOCS_PARENT_PID';

/** The environment of a child process started by this one: `env` and this process's id. */
export function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, [PARENT_PID_ENV]: String(process.pid) };
}

/**
 * Exits this process (code 1) once the build that started it has ended: checked at once and
 * every {@link PARENT_CHECK_MS}, by comparing the parent process id with the one the build gave
 * in {@link PARENT_PID_ENV} (an orphaned process gets another parent). A child started without
 * it watches the parent it has now. The check does not keep the process alive.
 */
export function exitWithParent(): void {
  const parent = Number(process.env[PARENT_PID_ENV]) || process.ppid;
  const check = () => {
    if (process.ppid !== parent) process.exit(1);
  };
  check();
  setInterval(check, PARENT_CHECK_MS).unref();
}
