import { useLocation } from 'react-router';
import { useSiteOrigin } from '../../app/site-origin';
import { imageUrl } from '../../ui/image-url';
import { SITE_DESCRIPTION, SITE_NAME } from './brand';

export interface SeoProps {
  /** The page's own title; the site name is appended: `Круизы по Волге — Круизный клуб`. */
  title: string;
  description?: string | null;
  /** Canonical path (or absolute URL); by default the current path without the query string. */
  canonical?: string;
  /** og:image: a `/storage/...` path or an absolute URL. */
  image?: string | null;
  /** Keep the page out of search engines (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
  /** og:type. */
  type?: 'website' | 'article' | 'product';
}

/** `Круизы по Волге — Круизный клуб`; the bare site name for home. */
export function pageTitle(title: string): string {
  const clean = title.trim();
  if (!clean || clean === SITE_NAME) return SITE_NAME;
  return `${clean} — ${SITE_NAME}`;
}

/**
 * The page's head tags. React 19 hoists `<title>`, `<meta>` and `<link>` into the document head wherever
 * they are rendered, on the server and on client navigation alike.
 */
export function Seo({ title, description, canonical, image, noindex = false, type = 'website' }: SeoProps) {
  const location = useLocation();
  const fullTitle = pageTitle(title);
  const text = description?.trim() || SITE_DESCRIPTION;
  const origin = useSiteOrigin();
  const url = absolute(origin, canonical ?? location.pathname);
  const imageAbsolute = image
    ? absolute(origin, image.startsWith('/storage/') ? imageUrl(image, OG_IMAGE_WIDTH) : image)
    : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {imageAbsolute ? <meta property="og:image" content={imageAbsolute} /> : null}
      <meta name="twitter:card" content={imageAbsolute ? 'summary_large_image' : 'summary'} />
    </>
  );
}

/** Open Graph images: 1200 px wide is what the big networks show (and an allowed optimizer width). */
const OG_IMAGE_WIDTH = 1200;

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}
