import { toScriptJson } from '../../../shared/hydration';

/** Structured data for search engines, escaped like the router state so no string can close the script. */
export function JsonLd({ data }: { data: unknown }) {
  const json = toScriptJson(data);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
