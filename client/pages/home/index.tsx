import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PATHS } from '../../../shared/routes';
import { HomeView } from './home-view';
import { loadHome, type HomeData } from './load-home';

export async function loader({ request, context }: LoaderFunctionArgs): Promise<HomeData> {
  return loadHome({ request, context }, 'home', PATHS.home);
}

export function Component() {
  const data = useLoaderData() as HomeData;
  return <HomeView data={data} />;
}
