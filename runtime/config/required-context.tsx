import { createContext, type ReactNode, useContext } from 'react';

/**
 * A context that must be provided: its hook throws `message` ("Could not find … context
 * value") outside the provider.
 */
export function createRequiredContext<T>(message: string) {
  const Context = createContext<T | undefined>(undefined);
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  function use(): T {
    const value = useContext(Context);
    if (value === undefined) throw new Error(message);
    return value;
  }
  return [Provider, use] as const;
}
