import { data } from 'react-router';
import { NotFound } from './not-found';

/** Any path no route knows: the status is 404 before the shell streams. */
export async function loader(): Promise<never> {
  throw data(null, { status: 404 });
}

export function Component() {
  return <NotFound />;
}
