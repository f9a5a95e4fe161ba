import { useCallback, useEffect, useRef, useState } from 'react';

/** How long `isCopied` stays true after a copy, ms. */
export const CLIPBOARD_COPY_RESET_MS = 1200;

/** What {@link useClipboardCopy} returns. */
export interface ClipboardCopy {
  /**
   * Writes `text` to the clipboard and sets `isCopied` for {@link CLIPBOARD_COPY_RESET_MS}.
   * @throws the Clipboard API's error when the browser refuses (isCopied stays false).
   */
  copy(text: string): Promise<void>;
  /** True from a successful copy until 1200 ms later; a new copy restarts the delay. */
  isCopied: boolean;
}

/** Copy to the clipboard from a React widget, with a short-lived "copied" state. */
export function useClipboardCopy(): ClipboardCopy {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), CLIPBOARD_COPY_RESET_MS);
  }, []);
  return { copy, isCopied };
}
