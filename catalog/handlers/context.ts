import type { Request } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { CONTRACT } from '../../shared/api/contract';
import type { EndpointName } from '../../shared/api/endpoints';
import { notFound } from '../http/errors';
import type { PaymentGateway } from '../payments/gateway';
import type { Model } from '../store/model';
import type { Store } from '../store/store';
import type { LineRec, ShipRec } from '../store/types';

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

/** The record with this slug; a 404 saying what was not found when there is none. */
export function bySlugOr404<T>(records: Map<string, T>, slug: string, notFoundMessage: string): T {
  const record = records.get(slug);
  if (!record) throw notFound(notFoundMessage);
  return record;
}

export const lineOr404 = (model: Model, slug: string): LineRec =>
  bySlugOr404(model.lineBySlug, slug, 'Круизная компания не найдена');

export const shipOr404 = (model: Model, slug: string): ShipRec =>
  bySlugOr404(model.shipBySlug, slug, 'Судно не найдено');
