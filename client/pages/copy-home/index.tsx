/** A second home page for experiments (requirements §2 lists /copy-home): same blocks, own banners, not indexed. */
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { subscribeAction } from '../../app/subscribe-action';
import { PATHS } from '../../../shared/routes';
import { HomeView } from '../home/home-view';
import { loadHome, type HomeData } from '../home/load-home';

export async function loader({ request, context }: LoaderFunctionArgs): Promise<HomeData> {
  return loadHome({ request, context }, 'copy-home', PATHS.copyHome);
}

/** The subscribe block's post without JavaScript. */
export function action(args: ActionFunctionArgs) {
  return subscribeAction(args, 'copy-home');
}

export function Component() {
  const data = useLoaderData() as HomeData;
  return <HomeView data={data} noindex />;
}
