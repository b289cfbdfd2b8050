/**
 * Every refusal of the image optimizer, with its HTTP status and a Russian message for the JSON body
 * (`{ error: { code, message } }`, the same shape the API uses).
 */
export type ImageErrorCode =
  | 'BAD_REQUEST'
  | 'BAD_WIDTH'
  | 'BAD_QUALITY'
  | 'BAD_URL'
  | 'NOT_FOUND'
  | 'UNSUPPORTED_MEDIA'
  | 'TOO_LARGE'
  | 'SOURCE_ERROR'
  | 'SOURCE_REDIRECT'
  | 'SOURCE_TIMEOUT'
  | 'BUSY'
  | 'INTERNAL';

const STATUS: Record<ImageErrorCode, number> = {
  BAD_REQUEST: 400,
  BAD_WIDTH: 400,
  BAD_QUALITY: 400,
  BAD_URL: 400,
  NOT_FOUND: 404,
  UNSUPPORTED_MEDIA: 415,
  TOO_LARGE: 413,
  SOURCE_ERROR: 502,
  SOURCE_REDIRECT: 502,
  SOURCE_TIMEOUT: 504,
  BUSY: 503,
  INTERNAL: 500,
};

const MESSAGE: Record<ImageErrorCode, string> = {
  BAD_REQUEST: 'Некорректный запрос изображения',
  BAD_WIDTH: 'Недопустимая ширина изображения',
  BAD_QUALITY: 'Качество изображения должно быть целым числом от 1 до 100',
  BAD_URL: 'Недопустимый адрес изображения: ожидается путь в /storage/',
  NOT_FOUND: 'Изображение не найдено',
  UNSUPPORTED_MEDIA: 'Формат изображения не поддерживается',
  TOO_LARGE: 'Исходное изображение слишком большое',
  SOURCE_ERROR: 'Не удалось получить исходное изображение',
  SOURCE_REDIRECT: 'Источник изображения перенаправляет на недопустимый адрес',
  SOURCE_TIMEOUT: 'Источник изображения не ответил вовремя',
  BUSY: 'Сервер изображений перегружен, повторите запрос позже',
  INTERNAL: 'Не удалось обработать изображение',
};

export class ImageError extends Error {
  readonly status: number;
  readonly code: ImageErrorCode;

  /** `detail` goes to the log only; the visitor sees the fixed Russian message. */
  constructor(code: ImageErrorCode, detail?: string) {
    super(detail ?? code);
    this.name = 'ImageError';
    this.code = code;
    this.status = STATUS[code];
  }

  get publicMessage(): string {
    return MESSAGE[this.code];
  }
}

export function toImageError(error: unknown): ImageError {
  return error instanceof ImageError ? error : new ImageError('INTERNAL', String(error));
}
