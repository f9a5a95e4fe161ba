/**
 * What a maintainer sees while `docs build` runs. On a terminal: one live line, rewritten in
 * place, with the elapsed time and each running phase with its done/total. Elsewhere (CI, a
 * pipe): one line per phase as it ends, with its time. Notices (the MUI X licence) are printed
 * once per build. Steps report through a {@link BuildProgress}; a build started without one
 * (a test, watch mode's rebuilds) reports nothing.
 */

/** One phase of a build, as a step reports it. */
export interface PhaseHandle {
  /** `count` more items of the phase are done (1 by default). */
  tick(count?: number): void;
  /** Adds `count` items to the phase's total (known once a step has looked at its input). */
  total(count: number): void;
  /** The phase ended; its line is printed (off a terminal) and it leaves the live line. */
  end(): void;
}

/** The build's reporter. */
export interface BuildProgress {
  /** Starts a phase named `name` (`demo assets`), with `total` items when known. */
  phase(name: string, total?: number): PhaseHandle;
  /** Prints `text` once per build however often `id` is noticed. */
  notice(id: string, text: string): void;
  /** Stops the live line (before the build's own closing lines). */
  close(): void;
}

const SILENT_PHASE: PhaseHandle = { tick() {}, total() {}, end() {} };

/** A reporter that prints nothing. */
export const SILENT_PROGRESS: BuildProgress = { phase: () => SILENT_PHASE, notice() {}, close() {} };

/** Where a reporter writes: a stream, whether it is a terminal, and a clock (ms). */
export interface ProgressOutput {
  write(text: string): void;
  isTTY: boolean;
  now(): number;
}

interface PhaseState {
  name: string;
  done: number;
  total?: number;
  started: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The live line: elapsed time, then each running phase with its count. Pure. */
export function liveLine(elapsedMs: number, phases: ReadonlyArray<Pick<PhaseState, 'name' | 'done' | 'total'>>): string {
  const parts = phases.map((phase) => (phase.total ? `${phase.name} ${phase.done}/${phase.total}` : phase.name));
  return `docs: ${seconds(elapsedMs)} ${parts.join(' · ') || 'finishing'}`;
}

/** The line of an ended phase (off a terminal). Pure. */
export function phaseLine(phase: Pick<PhaseState, 'name' | 'done' | 'total'>, tookMs: number, atMs: number): string {
  const count = phase.total ? ` (${phase.done}/${phase.total})` : '';
  return `docs: ${phase.name}${count} took ${seconds(tookMs)}, done at ${seconds(atMs)}\n`;
}

/**
 * A reporter on `output`. On a terminal the live line is redrawn at most every `intervalMs`
 * (100 ms) and cleared by `close()`.
 */
export function createProgress(output: ProgressOutput, intervalMs = 100): BuildProgress {
  const started = output.now();
  const running = new Set<PhaseState>();
  const noticed = new Set<string>();
  let drawn = 0;
  let live = false;
  const clear = () => {
    if (live) output.write('\r\x1b[K');
    live = false;
  };
  const draw = (force = false) => {
    if (!output.isTTY) return;
    const now = output.now();
    if (!force && now - drawn < intervalMs) return;
    drawn = now;
    output.write(`\r\x1b[K${liveLine(now - started, [...running])}`);
    live = true;
  };
  return {
    phase(name, total) {
      const state: PhaseState = { name, done: 0, total, started: output.now() };
      running.add(state);
      draw(true);
      return {
        tick(count = 1) {
          state.done += count;
          draw();
        },
        total(count) {
          state.total = (state.total ?? 0) + count;
          draw();
        },
        end() {
          if (!running.delete(state)) return;
          const now = output.now();
          if (output.isTTY) draw(true);
          else output.write(phaseLine(state, now - state.started, now - started));
        },
      };
    },
    notice(id, text) {
      if (noticed.has(id)) return;
      noticed.add(id);
      clear();
      output.write(`docs: ${text}\n`);
      draw(true);
    },
    close: clear,
  };
}
