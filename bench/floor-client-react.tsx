/** The floor page without the router: React 19's hydrateRoot over the same cards, for comparison. */
import { hydrateRoot } from 'react-dom/client';
import { FloorDocument, HydrationMarker, readFloorPayload } from './floor-document';
import { SearchResults, type Cruise } from './reference-cards';

async function start() {
  const { json, payload } = await readFloorPayload<Cruise[]>();
  hydrateRoot(
    document,
    <FloorDocument assets={payload.assets} json={json}>
      <SearchResults cruises={payload.data} />
      <HydrationMarker />
    </FloorDocument>,
  );
}

void start();
