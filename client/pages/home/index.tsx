import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { subscribeAction } from '../../app/subscribe-action';
import { PATHS } from '../../../shared/routes';
import { HomeView } from './home-view';
import { loadHome, type HomeData } from './load-home';

export async function loader({ request, context }: LoaderFunctionArgs): Promise<HomeData> {
  return loadHome({ request, context }, 'home', PATHS.home);
}

/** The subscribe block's post without JavaScript. */
export function action(args: ActionFunctionArgs) {
  return subscribeAction(args, 'home');
}

export function Component() {
  const data = useLoaderData() as HomeData;
  return <HomeView data={data} />;
}
