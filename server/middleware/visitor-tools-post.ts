/**
 * The heart and the compare button without JavaScript: each is a button of the page's form posting
 * `vt=+f:<slug>` (`-` removes, `c` is the comparison; the older `visitor-tool=add:favourites:<slug>` stays
 * accepted, shared/visitor-tools.ts) to the page it is on. This sets the list's cookie (slugs only,
 * docs/decisions/025-visitor-tools.md) and answers 303 back to that page at the cruise's card (`#<slug>`;
 * Post/Redirect/Get), which the server then renders with the new list. A fifth cruise for comparison is
 * refused politely: the visitor lands on the same page with the comparison open and a note why. Runs after
 * the cookie banner's handler, which has read the body already (a Buffer); any other post passes on
 * untouched.
 */
import type { NextFunction, Request, Response } from 'express';
import { DAY_SECONDS } from '../../shared/constants';
import {
  COMPARE_FULL,
  COMPARE_PARAM,
  parseSlugList,
  parseToolChange,
  serializeSlugList,
  setInList,
  VISITOR_TOOL_COOKIE,
  VISITOR_TOOL_COOKIE_DAYS,
  VISITOR_TOOL_FIELD,
  VISITOR_TOOL_FIELD_BEFORE,
  VISITOR_TOOL_LIMIT,
} from '../../shared/visitor-tools';
import { samePageTarget } from './same-page-post';

const VISITOR_TOOL_REFUSED = 'Не удалось изменить список: круиз не указан';

export function visitorToolsPost({ secure }: { secure: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) {
      next();
      return;
    }
    const form = new URLSearchParams(body.toString('utf8'));
    const value = form.get(VISITOR_TOOL_FIELD) ?? form.get(VISITOR_TOOL_FIELD_BEFORE);
    if (value === null) {
      next();
      return;
    }
    const change = parseToolChange(value);
    if (!change) {
      res
        .status(400)
        .type('text/plain; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(VISITOR_TOOL_REFUSED);
      return;
    }
    const name = VISITOR_TOOL_COOKIE[change.tool];
    const limit = VISITOR_TOOL_LIMIT[change.tool];
    const current = parseSlugList(req.cookies?.[name] as string | undefined, limit);
    const result = setInList(current, change.slug, change.on, limit);
    if (result.changed) {
      res.cookie(name, serializeSlugList(result.list), {
        maxAge: VISITOR_TOOL_COOKIE_DAYS * DAY_SECONDS * 1000,
        path: '/',
        sameSite: 'lax',
        secure,
      });
    }
    const target = new URL(samePageTarget(req.originalUrl), 'http://site.invalid');
    if (result.full) target.searchParams.set(COMPARE_PARAM, COMPARE_FULL);
    // Back to the cruise's card where the page lists it (its id, CruiseCard's `anchor`), so the visitor sees
    // the button changed where it was pressed; a refused fifth cruise opens the comparison at the top.
    else target.hash = change.slug;
    res.set('Cache-Control', 'no-store').redirect(303, `${target.pathname}${target.search}${target.hash}`);
  };
}
