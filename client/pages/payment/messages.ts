/** Every message of the payment pages in one place: each says what happened and what to do next. */
import { isLeadReference, ORDER_EXAMPLE } from '../../../shared/order-ref';

export const PAYMENT_TEXT = {
  title: 'Оплата заказа',
  formIntro:
    'Введите номер заказа из письма или договора — покажем, что вы оплачиваете, и отправим на защищённую страницу банка.',
  fieldLabel: 'Номер заказа',
  fieldHint: `Например, ${ORDER_EXAMPLE}`,
  show: 'Показать заказ',
  pay: 'Оплатить',
  // The shape ORDER_REF_RE checks: «ZZ-12» is letters, a hyphen and digits too, but too few digits.
  invalid: `Номер заказа выглядит как ${ORDER_EXAMPLE}: латинские буквы, дефис и не меньше четырёх цифр. Проверьте его в письме с заказом.`,
  leadNotOrder: `Это номер заявки на бронирование, а не заказа. Номер заказа для оплаты (например, ${ORDER_EXAMPLE}) пришлёт менеджер, когда подтвердит каюту и цену.`,
  notFound: (ref: string) =>
    `Заказ ${ref} не найден. Проверьте номер в письме с заказом или позвоните нам — поможем.`,
  unavailable: 'Не удалось связаться с платёжным сервисом. Попробуйте ещё раз через пару минут.',
  alreadyPaid:
    'Этот заказ уже оплачен. Повторно платить не нужно — подтверждение мы отправили на вашу почту.',
  expired:
    'Срок оплаты этого заказа истёк. Позвоните нам: менеджер проверит наличие мест и выставит новый счёт.',
  pending:
    'Банк ещё обрабатывает платёж по этому заказу — обычно это занимает от нескольких секунд до нескольких минут. Повторно платить не нужно: если статус не изменится за 15 минут, позвоните нам.',
  declined: 'Предыдущая попытка оплаты не прошла. Можно попробовать ещё раз — другой картой или позже.',
  payFailed: 'Не удалось перейти к оплате. Попробуйте ещё раз через пару минут или позвоните нам.',
  /** The API said no (a 4xx other than the ones above): its own words, and what to do about it. */
  refused: (apiMessage: string) =>
    `Платёжный сервис отклонил запрос: ${apiMessage.replace(/\.$/, '')}. Позвоните нам — менеджер поможет оплатить заказ.`,
  limitedIntro:
    'По номеру заказа мы показываем только сумму, статус и срок или дату оплаты. Чтобы увидеть назначение платежа и полные данные заказа, откройте ссылку из письма с заказом или введите последние четыре цифры телефона, указанного в заказе.',
  phoneLabel: 'Последние 4 цифры телефона',
  phoneShow: 'Показать данные заказа',
  /** Fewer or more than four digits: nothing was checked, so nothing is said of the order. */
  digitsInvalid: 'Введите четыре последние цифры телефона, указанного в заказе, — только цифры.',
  denied:
    'Не удалось подтвердить, что это ваш заказ: проверьте номер заказа и ссылку из письма или последние цифры телефона.',
  locked:
    'Слишком много неверных попыток. Данные этого заказа закрыты на 15 минут — позвоните нам, если нужна помощь.',
  tooManyLookups: 'Слишком много запросов. Подождите минуту и попробуйте снова.',
  secure: 'Оплата картой на защищённой странице банка. Мы не видим и не храним данные карты.',
} as const;

/** What is wrong with a number that is no order number: a booking request's reference is said to be one. */
export function invalidOrderText(input: string): string {
  return isLeadReference(input) ? PAYMENT_TEXT.leadNotOrder : PAYMENT_TEXT.invalid;
}
