import crypto from 'node:crypto';
import express, { type Router } from 'express';
import type { OrderStatus } from '../../shared/api/schemas';
import { formatMoney } from '../../shared/format';
import type { Store } from '../store/store';
import { effectiveStatus, findOrder, setOrderStatus } from './orders';
import { SANDBOX_PATH } from './sandbox';
import { escape as esc } from 'html-escaper';
import { BRAND } from '../seed/data/settings';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#eef3fb;color:#12243f;margin:0;padding:32px 16px}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 8px 24px rgba(18,36,63,.12)}
h1{font-size:22px;margin:0 0 4px}.note{color:#5b6b82;font-size:14px}.sum{font-size:30px;font-weight:700;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:16px 0}dt{color:#5b6b82}dd{margin:0}
form{margin:8px 0}button{width:100%;padding:14px;border:0;border-radius:10px;font-size:16px;cursor:pointer}
.pay{background:#0b5bd3;color:#fff}.decline{background:#fde8e8;color:#a11}.wait{background:#eef1f5;color:#12243f}
a{color:#0b5bd3}`;
const STYLE_HASH = crypto.createHash('sha256').update(STYLE).digest('base64');

const ACTIONS: Record<string, OrderStatus> = { pay: 'paid', decline: 'declined', pending: 'pending' };

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

interface PaymentRow {
  token: string;
  order_ref: string;
  return_url: string;
  status: string;
}

/**
 * The sandbox payment page: plain HTML forms, no script, no outside assets, so it works under the strictest
 * CSP. It shows the number, the amount and the payee, as a bank's page does: anyone with the number can
 * open it, so not the payer's name nor what the payment is for (docs/decisions/045-paying-shows-nothing-personal.md). Each button posts back here; the order is updated and the visitor goes to the site's return URL (303,
 * so the browser follows with GET).
 */
export function sandboxRouter(store: Store, siteOrigins: string[]): Router {
  const router = express.Router();
  const csp = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self' ${siteOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`;
  const load = (token: string) =>
    store.db.prepare('SELECT * FROM payments WHERE token = ?').get(token) as PaymentRow | undefined;
  const send = (res: express.Response, status: number, html: string) => {
    res.status(status).set({
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    res.type('html').send(html);
  };

  router.get(`${SANDBOX_PATH}/:token`, (req, res) => {
    const payment = load(req.params.token);
    const order = payment && findOrder(store.db, payment.order_ref);
    if (!payment || !order)
      return send(
        res,
        404,
        page('Платёж не найден', '<h1>Платёж не найден</h1><p>Ссылка устарела или указана неверно.</p>'),
      );
    const status = effectiveStatus(order, store.now());
    const back = `<p><a href="${esc(payment.return_url)}">Вернуться на сайт</a></p>`;
    if (status === 'paid')
      return send(res, 200, page('Заказ оплачен', `<h1>Заказ ${esc(order.ref)} уже оплачен</h1>${back}`));
    if (status === 'expired')
      return send(
        res,
        200,
        page('Срок оплаты истёк', `<h1>Срок оплаты заказа ${esc(order.ref)} истёк</h1>${back}`),
      );
    const action = esc(`${SANDBOX_PATH}/${payment.token}`);
    const button = (value: string, cls: string, text: string) =>
      `<form method="post" action="${action}"><input type="hidden" name="action" value="${value}"><button class="${cls}" type="submit">${text}</button></form>`;
    send(
      res,
      200,
      page(
        `Оплата заказа ${order.ref}`,
        `<p class="note">Тестовая платёжная страница. Деньги не списываются.</p>
<h1>Оплата заказа ${esc(order.ref)}</h1>
<div class="sum">${esc(formatMoney({ amount: order.amount, currency: order.currency }))}</div>
<dl><dt>Получатель</dt><dd>${esc(BRAND)}</dd></dl>
${button('pay', 'pay', 'Оплатить')}${button('decline', 'decline', 'Отклонить')}${button('pending', 'wait', 'Оставить в ожидании')}`,
      ),
    );
  });

  router.post(`${SANDBOX_PATH}/:token`, express.urlencoded({ extended: false, limit: '2kb' }), (req, res) => {
    const payment = load(req.params.token);
    const order = payment && findOrder(store.db, payment.order_ref);
    if (!payment || !order) return send(res, 404, page('Платёж не найден', '<h1>Платёж не найден</h1>'));
    const next = ACTIONS[String((req.body as Record<string, unknown> | undefined)?.action ?? '')];
    if (!next) return send(res, 400, page('Ошибка', '<h1>Неизвестное действие</h1>'));
    const now = store.now();
    const status = effectiveStatus(order, now);
    if (status !== 'paid' && status !== 'expired') {
      store.db.transaction(() => {
        store.db
          .prepare('UPDATE payments SET status = ?, updated_at = ? WHERE token = ?')
          .run(next, now.toISOString(), payment.token);
        setOrderStatus(store.db, order.ref, next, now);
      })();
    }
    res.set('Cache-Control', 'no-store').redirect(303, payment.return_url);
  });
  return router;
}
