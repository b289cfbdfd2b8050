/**
 * A country's cruise regions, those holding most of its ports first: Russia is the Volga's before it is
 * the Far East's (one port, Vladivostok, in «Япония и Китай»). Ties keep the regions' own order.
 */
export function regionIdsByPorts(ports: readonly { regionIds: readonly number[] }[]): number[] {
  const counts = new Map<number, number>();
  for (const port of ports) for (const id of port.regionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a - b);
}
