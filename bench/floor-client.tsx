/** The floor page's browser entry on the site's stack: React 19 and react-router's data router, nothing else. */
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FloorDocument, HydrationMarker, readFloorPayload } from './floor-document';
import { floorRoutes, type FloorRouterData } from './floor-routes';

async function start() {
  const { json, payload } = await readFloorPayload<FloorRouterData>();
  const router = createBrowserRouter(floorRoutes(payload.data.apiUrl), {
    hydrationData: payload.data.hydrationData,
  });
  hydrateRoot(
    document,
    <FloorDocument assets={payload.assets} json={json}>
      <RouterProvider router={router} />
      <HydrationMarker />
    </FloorDocument>,
  );
}

void start();
