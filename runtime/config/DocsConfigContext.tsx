import { createContext, type ReactNode, useContext } from 'react';

/** The docs config as the run-time site sees it (spec §3 "Docs config"); URLs only, no secrets. */
export interface DocsConfigValue {
  /** Site origin, e.g. `https://mui.com`. */
  origin: string;
  /** Repository URL for "Edit this page", when configured. */
  repositoryUrl?: string;
}

const DocsConfigContext = createContext<DocsConfigValue | undefined>(undefined);

/** Provides the docs config to the shell. */
export function DocsConfigProvider({ value, children }: { value: DocsConfigValue; children: ReactNode }) {
  return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
}

/**
 * The docs config.
 * @throws Error `Could not find docs config context value` outside a {@link DocsConfigProvider} (spec §8).
 */
export function useDocsConfig(): DocsConfigValue {
  const value = useContext(DocsConfigContext);
  if (!value) throw new Error('Could not find docs config context value');
  return value;
}
