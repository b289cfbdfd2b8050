/** The page sent when even the shell cannot render: static, self-contained, Russian (requirements §2 texts). */
export const FALLBACK_ERROR_HTML = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<title>Ошибка</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0b2a4a;text-align:center}a{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:12px;background:#0b2a4a;color:#fff;text-decoration:none}.nowrap{white-space:nowrap}</style>
</head><body><main><h1>Очень жаль, но <span class="nowrap">что-то</span> пошло не так</h1><a href="">Обновить</a></main></body></html>`;
