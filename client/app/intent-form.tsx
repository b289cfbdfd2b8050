import type { FormHTMLAttributes, ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A form of the layout that works without JavaScript: it posts its `intent` (and the pressed button) to
 * the page it is on, and a server middleware acts on it and sends the visitor back to that page
 * (server/middleware/cookie-consent-post.ts, a11y-post.ts). With JavaScript `onSubmit` does it in place.
 */
export function IntentForm({
  intent,
  children,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> & { intent: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <form method="post" action={location.pathname + location.search} {...form}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}
