/**
 * Home, and its copy for experiments (requirements §2 lists /copy-home: same blocks, own banners, not
 * indexed) as `copyHome`. One module for both, so the code of the page most visitors open first is that
 * page's own chunk and not a chunk the two share, one script more before it hydrates
 * (docs/decisions/038-a-landing-pages-own-code.md).
 */
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

/** /copy-home's route module: its own banners and address, not indexed. */
export const copyHome = {
  loader: ({ request, context }: LoaderFunctionArgs): Promise<HomeData> =>
    loadHome({ request, context }, 'copy-home', PATHS.copyHome),
  action: (args: ActionFunctionArgs) => subscribeAction(args, 'copy-home'),
  Component: function CopyHome() {
    const data = useLoaderData() as HomeData;
    return <HomeView data={data} noindex />;
  },
};
