import { createRequiredContext } from '../config/required-context';

/** The ad config, part of the docs config, from the build's environment. */
export interface AdConfigValue {
  /** Share of ad events sent, 0..1 (0.1 by default). */
  displayRatio: number;
  /** Ad network script URL; absent turns the network off. */
  scriptUrl?: string;
  /** Ad network JSON feed URL. */
  feedUrl?: string;
  /** Link of the network's own backer placeholder. */
  backerLink?: string;
  /** The network's name, shown as "ad by …" on feed ads. */
  networkName: string;
}

/**
 * Provider of the ad config, and its hook.
 * `useAdConfig` throws `Could not find docs ad config context value` outside the provider.
 */
export const [AdConfigProvider, useAdConfig] = createRequiredContext<AdConfigValue>('Could not find docs ad config context value');
