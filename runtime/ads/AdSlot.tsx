import * as styles from './Ad.styles';
import { useAdConfig } from './AdConfigContext';
import { AD_SLOT_ATTRIBUTE } from './slot';

/**
 * The ad slot under a guide page's description, rendered at build time with
 * its height reserved (142 px, 126 px from `sm`) and the ad config as JSON; `slot.ts` fills it.
 * @throws Error `Could not find docs ad config context value` outside `AdConfigProvider`.
 */
export function AdSlot() {
  const config = useAdConfig();
  return <div className={styles.slot} {...{ [AD_SLOT_ATTRIBUTE]: JSON.stringify(config) }} data-ad-state="checking" />;
}
