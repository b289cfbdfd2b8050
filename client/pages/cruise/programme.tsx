/**
 * The cruise page printed as a programme: the browser's own print (Ctrl+P or the button below) keeps the
 * page's summary, itinerary, prices and what is included (cruise-print.css hides the rest) and adds what a
 * sheet of paper needs: whose programme it is, how to reach us and a QR code of the page's short link.
 * The print-only parts are in the server's HTML, so printing needs no script; the QR code is drawn from
 * loader data (qr-path.ts), so no encoder runs in the browser on a page's first load
 * (programme-link.ts).
 */
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useBrowserApi } from '../../api';
import { useAppState } from '../../app/app-state';
import { SITE_NAME } from '../_shared/brand';
import type { RootData } from '../../app/root-loader';
import { makeProgrammeLink, type ProgrammeLink } from './programme-link';
import { qrPath, type QrShape } from './qr-path';

const PRINT_BUTTON_TEXT = 'Распечатать программу';

/**
 * Shown once scripts run (it calls window.print); without them the browser's own print does the same. Its
 * place is kept until then, so the page below does not move down when it appears.
 */
export function PrintButton() {
  // The app-initialised flag: false in the server's HTML and while hydrating, true once scripts run.
  const { initialised } = useAppState();
  return (
    <button
      type="button"
      className={`btn btn--default btn--secondary cr-print-button${initialised ? '' : ' cr-print-button--waiting'}`}
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
function QrCode({ qr }: { qr: QrShape }) {
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
      <path d={qrPath(qr)} fill="none" stroke="#000" strokeWidth="1" />
    </svg>
  );
}

/** The link the server made; after a client-side move, made here once the page is shown. */
function useProgrammeLink(slug: string, fromServer: ProgrammeLink | null): ProgrammeLink | null {
  const browserApi = useBrowserApi();
  const [made, setMade] = useState<{ slug: string; link: ProgrammeLink } | null>(null);
  useEffect(() => {
    if (fromServer) return;
    const abort = new AbortController();
    void makeProgrammeLink(browserApi(), slug, window.location.origin, abort.signal).then(
      (link) => {
        if (link && !abort.signal.aborted) setMade({ slug, link });
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [browserApi, slug, fromServer]);
  return fromServer ?? (made?.slug === slug ? made.link : null);
}

export function ProgrammeFoot({ slug, fromServer }: { slug: string; fromServer: ProgrammeLink | null }) {
  const programme = useProgrammeLink(slug, fromServer);
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
