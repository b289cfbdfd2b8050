/**
 * Sends a Fetch API Response that the static handler returned instead of a page (a loader's or an
 * action's redirect, a thrown response) through Express.
 */
import type { NextFunction, Response as ExpressResponse } from 'express';

export async function sendFetchResponse(response: Response, res: ExpressResponse, next: NextFunction) {
  // Appended, not set: a response may carry several Set-Cookie headers, and Headers#forEach joins them
  // into one comma-separated value that no browser reads as two cookies.
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.append(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie);

  const location = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && location) {
    res.set('Cache-Control', 'no-store').redirect(response.status, location);
    return;
  }
  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    // Nothing has been written yet, so the error handler can still answer with the fallback page.
    next(error);
    return;
  }
  res.status(response.status).send(body);
}
