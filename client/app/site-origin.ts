/** The site's public origin, given to the tree by the layout, for absolute canonical and Open Graph URLs. */
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext('');

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
