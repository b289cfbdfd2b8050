/**
 * Greedy placement of text labels next to map points: the most important point is labelled first, each
 * label tries eight positions around its point and takes the first one that overlaps nothing placed yet
 * and stays inside the picture; one that fits nowhere tries again at `smallFontSize`, if given, and is
 * left out if it still does not fit (the point keeps its own `<title>`, and pages list every place in text
 * as well). Server-side and deterministic: no measuring in a browser,
 * text width is estimated from the character count.
 */
import type { ScreenPoint } from './projection';

export interface LabelInput {
  id: string;
  text: string;
  at: ScreenPoint;
  /** Higher first. */
  priority: number;
}

export type LabelAnchor = 'start' | 'end' | 'middle';

export interface PlacedLabel {
  id: string;
  text: string;
  /** Where to put `<text x y text-anchor>`; y is the baseline. */
  x: number;
  y: number;
  anchor: LabelAnchor;
  /** The size it was placed at: `fontSize`, or `smallFontSize` where only that fitted. */
  fontSize: number;
  box: Box;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelOptions {
  width: number;
  height: number;
  fontSize: number;
  /** A second, smaller size for a label that fits nowhere at `fontSize`. */
  smallFontSize?: number;
  /** Distance between the point and the label. */
  gap?: number;
  /** Average glyph width as a share of the font size (Cyrillic in a sans-serif face is about 0.58). */
  glyphRatio?: number;
  /** Boxes labels must avoid as well (markers, a legend). */
  obstacles?: Box[];
}

export function estimateTextWidth(text: string, fontSize: number, glyphRatio = 0.58): number {
  return text.length * fontSize * glyphRatio;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(box: Box, width: number, height: number): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

export function placeLabels(inputs: readonly LabelInput[], options: LabelOptions): PlacedLabel[] {
  const { width, height, fontSize, smallFontSize, glyphRatio = 0.58, obstacles = [] } = options;
  const taken: Box[] = [...obstacles];
  const placed: PlacedLabel[] = [];
  // Equal priorities in a fixed order, the same on server and browser; no collator (ICU) needed for that.
  const ordered = [...inputs].sort(
    (a, b) => b.priority - a.priority || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
  );
  const fits = (box: Box) => inside(box, width, height) && !taken.some((t) => overlaps(t, box));

  for (const input of ordered) {
    const sizes = smallFontSize ? [fontSize, smallFontSize] : [fontSize];
    for (const size of sizes) {
      const fit = candidatesAt(input, size, options.gap ?? size * 0.5, glyphRatio).find((c) => fits(c.box));
      if (!fit) continue;
      taken.push(fit.box);
      placed.push({ id: input.id, text: input.text, fontSize: size, ...fit });
      break;
    }
  }
  return placed;
}

/** Eight places for a label around its point at one font size: right, left, above, below, then the diagonals. */
function candidatesAt(
  input: LabelInput,
  fontSize: number,
  gap: number,
  glyphRatio: number,
): { x: number; y: number; anchor: LabelAnchor; box: Box }[] {
  const w = estimateTextWidth(input.text, fontSize, glyphRatio);
  const { x, y } = input.at;
  // Ascent of the font above the baseline and descent below, roughly.
  const ascent = fontSize * 0.8;
  const lineHeight = fontSize;
  return [
    // right, left, above, below the point
    {
      x: x + gap,
      y: y + ascent / 2,
      anchor: 'start',
      box: { x: x + gap, y: y - lineHeight / 2, width: w, height: lineHeight },
    },
    {
      x: x - gap,
      y: y + ascent / 2,
      anchor: 'end',
      box: { x: x - gap - w, y: y - lineHeight / 2, width: w, height: lineHeight },
    },
    {
      x,
      y: y - gap,
      anchor: 'middle',
      box: { x: x - w / 2, y: y - gap - ascent, width: w, height: lineHeight },
    },
    {
      x,
      y: y + gap + ascent,
      anchor: 'middle',
      box: { x: x - w / 2, y: y + gap, width: w, height: lineHeight },
    },
    // then the diagonals: upper right, lower right, upper left, lower left
    {
      x: x + gap / 2,
      y: y - gap / 2,
      anchor: 'start',
      box: { x: x + gap / 2, y: y - gap / 2 - ascent, width: w, height: lineHeight },
    },
    {
      x: x + gap / 2,
      y: y + gap / 2 + ascent,
      anchor: 'start',
      box: { x: x + gap / 2, y: y + gap / 2, width: w, height: lineHeight },
    },
    {
      x: x - gap / 2,
      y: y - gap / 2,
      anchor: 'end',
      box: { x: x - gap / 2 - w, y: y - gap / 2 - ascent, width: w, height: lineHeight },
    },
    {
      x: x - gap / 2,
      y: y + gap / 2 + ascent,
      anchor: 'end',
      box: { x: x - gap / 2 - w, y: y + gap / 2, width: w, height: lineHeight },
    },
  ];
}
