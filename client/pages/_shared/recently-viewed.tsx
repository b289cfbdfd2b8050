/** «Вы смотрели»: the cruises whose pages the visitor opened last, newest first; nothing when there are none. */
import type { LoaderFunctionArgs } from 'react-router';
import { apiFrom } from '../../api';
import { loadRecentlyViewed, visitorToolsOf } from '../../app/visitor-tools/load';
import { CardGrid } from './card-grid';
import { CruiseCard, type CruiseCardView } from './cruise-card';
import { Section } from './section';

const RECENTLY_VIEWED_TITLE = 'Вы смотрели';

/** The recently viewed cruises of the visitor who asks (cookie `recently_viewed`). */
export function loadRecentCruises({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  return loadRecentlyViewed(apiFrom(context), visitorToolsOf(request).recent, request.signal);
}

export function RecentlyViewed({ cruises }: { cruises: readonly CruiseCardView[] }) {
  if (cruises.length === 0) return null;
  return (
    <Section title={RECENTLY_VIEWED_TITLE} className="recent">
      <CardGrid columns={4} layout="scroll" label={RECENTLY_VIEWED_TITLE}>
        {cruises.map((cruise) => (
          <CruiseCard key={cruise.slug} cruise={cruise} />
        ))}
      </CardGrid>
    </Section>
  );
}
