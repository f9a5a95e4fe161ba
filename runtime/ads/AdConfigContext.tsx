import { createContext, type ReactNode, useContext } from 'react';

/** The ad config (spec §3 "Docs config … an ad config"), from the build's environment. */
export interface AdConfigValue {
  /** Share of ad events sent, 0..1 (spec §9: 0.1). */
  displayRatio: number;
  /** Ad network script URL; absent turns the network off. */
  scriptUrl?: string;
  /** Ad network JSON feed URL. */
  feedUrl?: string;
  /** Link of the network's own backer placeholder. */
  backerLink?: string;
}

const AdConfigContext = createContext<AdConfigValue | undefined>(undefined);

/** Provides the ad config to ad islands. */
export function AdConfigProvider({ value, children }: { value: AdConfigValue; children: ReactNode }) {
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

/**
 * The ad config.
 * @throws Error `Could not find docs ad config context value` outside an {@link AdConfigProvider} (spec §8).
 */
export function useAdConfig(): AdConfigValue {
  const value = useContext(AdConfigContext);
  if (!value) throw new Error('Could not find docs ad config context value');
  return value;
}
