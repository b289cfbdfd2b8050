import type { Request } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { CONTRACT } from '../../shared/api/contract';
import type { EndpointName } from '../../shared/api/endpoints';
import type { PaymentGateway } from '../payments/gateway';
import type { Store } from '../store/store';

export interface HandlerContext {
  store: Store;
  req: Request;
  logger: Logger;
  siteOrigins: string[];
  gateway: PaymentGateway;
  /** Sends a new lead's notice (Telegram HTML) to the managers; see CatalogOptions.notifyLead. */
  notifyLead: (text: string) => void;
}

type Handler<N extends EndpointName> = (
  input: z.output<(typeof CONTRACT)[N]['input']>,
  ctx: HandlerContext,
) => z.input<(typeof CONTRACT)[N]['response']> | Promise<z.input<(typeof CONTRACT)[N]['response']>>;

export type Handlers = { [N in EndpointName]: Handler<N> };

export function paginate<T>(items: T[], page: number, pageSize: number) {
  const from = (page - 1) * pageSize;
  return {
    items: items.slice(from, from + pageSize),
    total: items.length,
    page,
    pageSize,
    pages: Math.ceil(items.length / pageSize),
  };
}
