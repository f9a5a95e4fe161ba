import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoErrorBoundary } from '../../runtime/demos/DemoRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('rows must be an array');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DemoErrorBoundary', () => {
  it('replaces a crashed demo with a readable message and reports it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <DemoErrorBoundary name="material-ui/react-button/Broken">
          <Broken />
        </DemoErrorBoundary>,
      );
    });
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('This demo stopped working. rows must be an array Copy error');
    expect(error).toHaveBeenCalledWith('Demo material-ui/react-button/Broken crashed', expect.any(Error), expect.any(String));
    error.mockRestore();
  });

  it('renders its children when they work', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <DemoErrorBoundary name="ok">
          <p>fine</p>
        </DemoErrorBoundary>,
      );
    });
    expect(container.innerHTML).toBe('<p>fine</p>');
  });
});
