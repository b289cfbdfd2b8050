import { Outlet } from 'react-router';

/** The pathless route between the layout and the pages: its error boundary keeps header and footer. */
export function PageOutlet() {
  return <Outlet />;
}
