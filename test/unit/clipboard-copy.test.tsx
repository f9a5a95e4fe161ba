import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_COPY_RESET_MS, useClipboardCopy } from '../../runtime/clipboard/useClipboardCopy';
import { DemoErrorBoundary } from '../../runtime/demos/DemoRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function CopyButton({ text }: { text: string }) {
  const { copy, isCopied } = useClipboardCopy();
  return (
    <button type="button" onClick={() => copy(text)}>
      {isCopied ? 'Copied' : 'Copy'}
    </button>
  );
}

async function mount(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(element));
  return container;
}

const click = (button: HTMLButtonElement) => act(async () => button.click());

describe('useClipboardCopy', () => {
  it('copies, sets isCopied, and resets it after 1200 ms, not before', async () => {
    expect(CLIPBOARD_COPY_RESET_MS).toBe(1200);
    const container = await mount(<CopyButton text="npm install @mui/material" />);
    const button = container.querySelector('button')!;
    await click(button);
    expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
    expect(button.textContent).toBe('Copied');
    await act(async () => vi.advanceTimersByTime(1199));
    expect(button.textContent).toBe('Copied');
    await act(async () => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy');
  });

  it('restarts the delay on a second copy', async () => {
    const container = await mount(<CopyButton text="x" />);
    const button = container.querySelector('button')!;
    await click(button);
    await act(async () => vi.advanceTimersByTime(1000));
    await click(button);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Copied');
    await act(async () => vi.advanceTimersByTime(200));
    expect(button.textContent).toBe('Copy');
  });

  it('leaves isCopied false when the browser refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    const { result } = await (async () => {
      let state: ReturnType<typeof useClipboardCopy> | undefined;
      function Probe() {
        state = useClipboardCopy();
        return null;
      }
      await mount(<Probe />);
      return { result: () => state! };
    })();
    await act(async () => expect(result().copy('x')).rejects.toThrow('denied'));
    expect(result().isCopied).toBe(false);
  });

  it('backs the "Copy error" button of a crashed demo', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('rows must be an array');
    }
    const container = await mount(
      <DemoErrorBoundary name="x-data-grid/Broken">
        <Broken />
      </DemoErrorBoundary>,
    );
    const button = container.querySelector('button')!;
    await click(button);
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^Demo x-data-grid\/Broken: Error: rows must be an array/));
    expect(button.textContent).toBe('Copied');
    await act(async () => vi.advanceTimersByTime(1200));
    expect(button.textContent).toBe('Copy error');
  });
});
