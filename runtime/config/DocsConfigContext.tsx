import { createRequiredContext } from './required-context';

/** The docs config as the run-time site sees it; URLs only, no secrets. */
export interface DocsConfigValue {
  /** Site origin, e.g. `https://mui.com`. */
  origin: string;
  /** Repository URL for "Edit this page", when configured. */
  repositoryUrl?: string;
}

/**
 * Provider of the docs config, and its hook.
 * `useDocsConfig` throws `Could not find docs config context value` outside the provider.
 */
export const [DocsConfigProvider, useDocsConfig] = createRequiredContext<DocsConfigValue>('Could not find docs config context value');
