/** /info/:slug: pages from the external page builder (cookie terms, privacy policy, consent, promo pages). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { INFO_SLUGS } from '../../../shared/routes';
import { Breadcrumbs } from '../_shared/breadcrumbs';
import { Seo } from '../_shared/seo';
import { loadContent } from './content-source';
import { ContentView, hasOwnH1 } from './content-view';

/** The legal pages open in a new tab from the cookie banner and forms; they need no crumb parent. */
const LEGAL = new Set<string>(Object.values(INFO_SLUGS));

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = await loadContent('tilda', params.slug, { request, context });
  return { page, legal: LEGAL.has(page.slug) };
}

export function Component() {
  const { page, legal } = useLoaderData<typeof loader>();
  return (
    <div className={`container content-page${legal ? ' content-page--legal' : ''}`}>
      <Seo title={page.title} description={page.description} type="article" />
      <Breadcrumbs items={[{ title: page.title }]} />
      <ContentView page={page} showTitle={!hasOwnH1(page.html)} />
    </div>
  );
}
