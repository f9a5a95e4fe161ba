import { createContext, type ReactNode, useContext } from 'react';

/**
 * A context that must be provided: its hook throws `message` ("Could not find … context
 * value") outside the provider.
 */
export function createRequiredContext<T>(message: string) {
  const Context = createContext<T | undefined>(undefined);
  // Called once per context, at module level: each context gets one provider component, made here.
  // biome-ignore lint/correctness/noComponentHookFactories: see above.
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  function use(): T {
    // biome-ignore lint/correctness/useHookAtTopLevel: the context's hook, made once per context like its provider.
    const value = useContext(Context);
    if (value === undefined) throw new Error(message);
    return value;
  }
  return [Provider, use] as const;
}
