import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's data loads, so a slow API never feels like a dead click. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return <div className={`nav-progress${busy ? ' nav-progress--busy' : ''}`} aria-hidden="true" />;
}
