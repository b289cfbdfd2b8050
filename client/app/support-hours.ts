/**
 * The support hours as the API's header settings give them, for every sentence that promises a call back:
 * one source, so the menu, the home page and a sent request say the same.
 */
import { useRouteLoaderData } from 'react-router';
import { lowerFirst } from '../../shared/format';
import type { RootData } from './root-loader';

/** `в рабочее время (ежедневно с 9:00 до 21:00 по Москве)`; just `в рабочее время` without hours. */
export function duringWorkingHours(hours: string | null | undefined): string {
  const clean = hours?.trim();
  if (!clean) return 'в рабочее время';
  return `в рабочее время (${lowerFirst(clean)})`;
}

export function useDuringWorkingHours(): string {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return duringWorkingHours(root?.header.workingHours);
}

/** The company's phone as the header shows it, and its `tel:` number; null when the settings have none. */
export function useSupportPhone(): { tel: string; display: string } | null {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const tel = root?.header.phone ?? root?.footer.contacts.phone ?? null;
  if (!tel) return null;
  return { tel, display: root?.header.phoneDisplay ?? root?.footer.contacts.phoneDisplay ?? tel };
}
