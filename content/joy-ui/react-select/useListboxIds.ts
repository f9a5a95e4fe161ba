import * as React from 'react';

/**
 * Joy's Select renders its popup list only once it is mounted in the browser, but its button
 * names the list in `aria-controls` from the first (server) render. This hook gives each list
 * a known id and refers to it from the button only once the list exists.
 */
export default function useListboxIds() {
  const base = React.useId();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (key: string | number = 'list') => {
    const listboxId = `${base}-${key}`;
    return { listboxId, slotProps: { button: { 'aria-controls': mounted ? listboxId : undefined } } };
  };
}
