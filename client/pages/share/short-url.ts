/** The short link of a code, as visitors see it: `https://site/share/Ab12Cd`. */
import { href } from '../../../shared/routes';

export function shortUrlOf(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${href.share(code)}`;
}
