/** The site's name: the title suffix, the logo text, og:site_name. One place to rename the brand. */
export const SITE_NAME = 'Круизный клуб';
/** Short description used where a page has none of its own. */
export const SITE_DESCRIPTION =
  'Морские и речные круизы: поиск по датам и направлениям, акции круизных компаний и заявка на бронирование онлайн.';
