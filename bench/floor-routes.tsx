/** The floor page's one data route: the 24 cruises of a search, from the catalogue, as cards. */
import { useLoaderData, type HydrationState, type RouteObject } from 'react-router';
import { SearchResults, searchCruisesUrl, type Cruise } from './reference-cards';

/** What the router entry gets from the server: where the loader would ask, and the router's state. */
export interface FloorRouterData {
  apiUrl: string;
  hydrationData: HydrationState;
}

function CruisesRoute() {
  return <SearchResults cruises={useLoaderData<Cruise[]>()} />;
}

/**
 * On the server the loader asks the catalogue; in the browser the router starts from the server's loader
 * data, so the loader would run only on a navigation, which the floor page has none of.
 */
export function floorRoutes(apiUrl: string): RouteObject[] {
  return [
    {
      id: 'cruises',
      path: '/search-cruise',
      loader: async ({ request }) => {
        const response = await fetch(searchCruisesUrl(apiUrl, new URL(request.url).search.slice(1)), {
          signal: request.signal,
        });
        return ((await response.json()) as { items: Cruise[] }).items;
      },
      Component: CruisesRoute,
    },
  ];
}
