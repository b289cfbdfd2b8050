/**
 * The cruise page printed as a programme: the browser's own print (Ctrl+P or the button below) keeps the
 * page's summary, itinerary, prices and what is included (cruise-print.css hides the rest) and adds what a
 * sheet of paper needs: whose programme it is, how to reach us and a QR code of the page's short link.
 * The print-only parts are in the server's HTML, so printing needs no script; the QR code is drawn from
 * loader data (qr-shape.ts), so no encoder runs in the browser on a page's first load.
 */
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { SITE_NAME } from '../_shared/brand';
import type { RootData } from '../../app/root-loader';
import type { CruiseView } from './loader';

export const PRINT_BUTTON_TEXT = 'Распечатать программу';

/** Shown once scripts run (it calls window.print); without them the browser's own print does the same. */
export function PrintButton() {
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(typeof window.print === 'function'), []);
  return (
    <button
      type="button"
      className="btn btn--default btn--secondary cr-print-button"
      hidden={!canPrint}
      onClick={() => window.print()}
    >
      {PRINT_BUTTON_TEXT}
    </button>
  );
}

export function ProgrammeHead() {
  return <p className="cr-programme cr-programme__head">{`${SITE_NAME} · программа круиза`}</p>;
}

/** QR code with a four-module quiet zone, black on white whatever the theme. */
function QrCode({ qr }: { qr: NonNullable<CruiseView['programme']>['qr'] }) {
  const side = qr.size + 8;
  return (
    <svg
      className="cr-programme__qr"
      viewBox={`-4 -4 ${side} ${side}`}
      width="132"
      height="132"
      role="img"
      aria-label="QR-код ссылки на страницу круиза"
      shapeRendering="crispEdges"
    >
      <rect x="-4" y="-4" width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

export function ProgrammeFoot({ programme }: { programme: CruiseView['programme'] }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const contacts = root?.footer.contacts;
  const phone = contacts?.phoneDisplay ?? contacts?.phone;
  return (
    <section className="cr-programme cr-programme__foot" aria-label="Контакты и ссылка на круиз">
      <div className="cr-programme__contacts">
        <h2 className="heading heading--m">Контакты</h2>
        {phone ? <p>Телефон: {phone}</p> : null}
        {contacts?.email ? <p>Эл. почта: {contacts.email}</p> : null}
        {contacts?.address ? <p>Адрес: {contacts.address}</p> : null}
      </div>
      {programme ? (
        <figure className="cr-programme__link">
          <QrCode qr={programme.qr} />
          <figcaption>
            Круиз на сайте:
            <br />
            {programme.shortUrl}
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
