/** /about-us: the editorial «О нас» page from /pages, sanitised on the server like every content page. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../_shared/breadcrumbs';
import { JsonLd } from '../_shared/json-ld';
import { SITE_NAME } from '../_shared/brand';
import { Seo } from '../_shared/seo';
import { loadContent } from '../info/content-source';
import { ContentView } from '../info/content-view';

export const ABOUT_US_SLUG = 'about-us';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadContent('page', ABOUT_US_SLUG, { request, context });
  return { page };
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <div className="container content-page">
      <Seo title={page.title} description={page.description} />
      <Breadcrumbs items={[{ title: page.title }]} />
      <ContentView page={page} showTitle />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: page.title,
          description: page.description,
          about: { '@type': 'Organization', name: SITE_NAME },
        }}
      />
    </div>
  );
}
