/**
 * requirements §5: a response that is a string and not valid JSON is broken. Strip a leading `null`, `undefined`
 * or a first JSON block and parse the rest; if that fails, the caller logs it and gets the remainder.
 */
export type RepairResult = { repaired: true; value: unknown } | { repaired: false; remainder: string };

const LEADING_WORD = /^\s*(?:null|undefined)/;

export function repairJson(text: string): RepairResult {
  const direct = tryParse(text);
  if (direct.ok) return { repaired: true, value: direct.value };

  let remainder = text;
  const word = LEADING_WORD.exec(remainder);
  if (word) {
    remainder = remainder.slice(word[0].length);
  } else {
    const end = endOfFirstJsonBlock(remainder);
    if (end > 0) remainder = remainder.slice(end);
  }
  remainder = remainder.trim();
  const rest = tryParse(remainder);
  if (rest.ok) return { repaired: true, value: rest.value };
  return { repaired: false, remainder };
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Index just past the first balanced `{…}` or `[…]` block at the start of `text`, or -1. */
function endOfFirstJsonBlock(text: string): number {
  const start = text.search(/\S/);
  if (start < 0 || (text[start] !== '{' && text[start] !== '[')) return -1;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}
