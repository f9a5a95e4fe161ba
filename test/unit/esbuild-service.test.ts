// @vitest-environment node
/**
 * The pipeline's door to esbuild stops the service process once it has been idle for
 * ESBUILD_IDLE_STOP_MS, and never while a call is running or a context is alive (fake clock,
 * esbuild's API replaced by deferred calls).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => {
  const pending: Array<() => void> = [];
  const settleLater = <T>(value: T) =>
    new Promise<T>((resolve) => {
      pending.push(() => resolve(value));
    });
  return {
    pending,
    stop: vi.fn(async () => {}),
    build: vi.fn(() => settleLater({ errors: [], warnings: [] })),
    transform: vi.fn(() => settleLater({ code: '', map: '', warnings: [] })),
    context: vi.fn(async () => ({ dispose: vi.fn(async () => {}), rebuild: vi.fn() })),
  };
});
vi.mock('esbuild', () => ({ build: fake.build, transform: fake.transform, context: fake.context, stop: fake.stop }));

const { build, context, ESBUILD_IDLE_STOP_MS, transform } = await import('../../cli/pipeline/bundle/esbuild-service');

/** Settles every call started so far, and lets their continuations run. */
async function settleAll() {
  for (const settle of fake.pending.splice(0)) settle();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  fake.stop.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('esbuild service', () => {
  it('stops the service after it has been idle for the idle time, not before', async () => {
    const done = build({ stdin: { contents: '' } });
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS * 3);
    expect(fake.stop).not.toHaveBeenCalled();
    await settleAll();
    await done;
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS - 1);
    expect(fake.stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.stop).toHaveBeenCalledTimes(1);
  });

  it('keeps the service while any call runs, and a new call cancels a pending stop', async () => {
    const first = transform('let a = 1');
    const second = build({ stdin: { contents: '' } });
    fake.pending.shift()?.();
    await first;
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS * 2);
    expect(fake.stop).not.toHaveBeenCalled();
    await settleAll();
    await second;
    // A call that starts and ends within the idle time: the idle time counts again from its end.
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS / 2);
    const third = transform('let b = 2');
    await vi.advanceTimersByTimeAsync(100);
    await settleAll();
    await third;
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS / 2);
    expect(fake.stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS / 2);
    expect(fake.stop).toHaveBeenCalledTimes(1);
  });

  it('keeps the service while a context lives, and stops it once the context is disposed (twice counts once)', async () => {
    const created = await context({ stdin: { contents: '' } });
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS * 10);
    expect(fake.stop).not.toHaveBeenCalled();
    await created.dispose();
    await created.dispose();
    const call = build({ stdin: { contents: '' } });
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS * 2);
    expect(fake.stop).not.toHaveBeenCalled();
    await settleAll();
    await call;
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS);
    expect(fake.stop).toHaveBeenCalledTimes(1);
  });

  it('releases the service when a call fails', async () => {
    fake.build.mockImplementationOnce(() => Promise.reject(new Error('broken.tsx:1:1: expected')));
    await expect(build({ stdin: { contents: '' } })).rejects.toThrow('broken.tsx:1:1');
    await vi.advanceTimersByTimeAsync(ESBUILD_IDLE_STOP_MS);
    expect(fake.stop).toHaveBeenCalledTimes(1);
  });
});
