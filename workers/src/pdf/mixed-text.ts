import { type FontWeight, fontName, type Script, selectFace } from './fonts.js';
import { splitScriptRuns } from './script-runs.js';

export interface TextStyle {
  size: number;
  weight: FontWeight;
  color?: string;
}

/** One piece of one script, drawn in one call so the font shapes it whole (Tamil vowel signs, conjuncts). */
interface Piece {
  script: Script;
  text: string;
  width: number;
}

export interface MixedLine {
  pieces: Piece[];
  width: number;
}

// Tamil vowel signs reach well below the baseline and above the cap height; 1.5 keeps stacked lines clear.
const LINE_HEIGHT_FACTOR = 1.5;
const graphemes = new Intl.Segmenter('ta', { granularity: 'grapheme' });

export function lineHeight(style: TextStyle): number {
  return style.size * LINE_HEIGHT_FACTOR;
}

/**
 * Widths at 1 pt by face and text, kept for the process: shaping is the costliest step of a render (node
 * --cpu-prof of a one-bill PDF) and a day's documents repeat the same labels, names and figures. A width is
 * proportional to the size, and the faces never change while the process runs. Emptied when it grows past
 * the limit, so a long-running worker's memory stays bounded.
 */
const unitWidths = new Map<string, number>();
const UNIT_WIDTHS_LIMIT = 200_000;

function measure(doc: PDFKit.PDFDocument, script: Script, text: string, style: TextStyle): number {
  const face = fontName(script, style.weight);
  const key = `${face}\u0000${text}`;
  let unit = unitWidths.get(key);
  if (unit === undefined) {
    unit = selectFace(doc, face).fontSize(1).widthOfString(text);
    if (unitWidths.size >= UNIT_WIDTHS_LIMIT) unitWidths.clear();
    unitWidths.set(key, unit);
  }
  return unit * style.size;
}

/** Words are the break opportunities: sequences between whitespace, possibly spanning a script change. */
function toWords(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
): Array<{ space: Piece | undefined; word: Piece[] }> {
  const words: Array<{ space: Piece | undefined; word: Piece[] }> = [];
  let space: Piece | undefined;
  let word: Piece[] = [];
  const flush = (): void => {
    if (word.length > 0) words.push({ space, word });
    word = [];
    space = undefined;
  };
  for (const run of splitScriptRuns(text)) {
    for (const part of run.text.split(/(\s+)/u)) {
      if (part === '') continue;
      if (/^\s+$/u.test(part)) {
        flush();
        space = { script: run.script, text: ' ', width: measure(doc, run.script, ' ', style) };
      } else {
        word.push({ script: run.script, text: part, width: measure(doc, run.script, part, style) });
      }
    }
  }
  flush();
  return words;
}

/** A word wider than the column is cut between grapheme clusters, never inside one. */
function splitLongWord(
  doc: PDFKit.PDFDocument,
  word: Piece[],
  maxWidth: number,
  style: TextStyle,
): Piece[][] {
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let lineWidth = 0;
  for (const piece of word) {
    let chunk = '';
    for (const { segment } of graphemes.segment(piece.text)) {
      const candidate = chunk + segment;
      const width = measure(doc, piece.script, candidate, style);
      if (lineWidth + width > maxWidth && (chunk !== '' || line.length > 0)) {
        if (chunk !== '')
          line.push({ script: piece.script, text: chunk, width: measure(doc, piece.script, chunk, style) });
        lines.push(line);
        line = [];
        lineWidth = 0;
        chunk = segment;
      } else {
        chunk = candidate;
      }
    }
    if (chunk !== '') {
      const width = measure(doc, piece.script, chunk, style);
      line.push({ script: piece.script, text: chunk, width });
      lineWidth += width;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

const sum = (pieces: Piece[]): number => pieces.reduce((total, piece) => total + piece.width, 0);

/**
 * The width of the text's widest word (what lies between spaces): the narrowest a column can be and still
 * wrap the text at spaces only, never inside a code such as HSR-F-000123 or HSR/RI2627/00001.
 */
export function widestWord(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  let widest = 0;
  for (const { word } of toWords(doc, text, style)) widest = Math.max(widest, sum(word));
  return widest;
}

/**
 * Greedy line breaking of mixed-script text into lines no wider than maxWidth. A newline starts a new line
 * (a table header's English over its Tamil).
 */
export function layoutMixedText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  maxWidth: number,
): MixedLine[] {
  if (text.includes('\n')) {
    return text.split('\n').flatMap((paragraph) => layoutParagraph(doc, paragraph, style, maxWidth));
  }
  return layoutParagraph(doc, text, style, maxWidth);
}

function layoutParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  maxWidth: number,
): MixedLine[] {
  const lines: MixedLine[] = [];
  let current: Piece[] = [];
  for (const { space, word } of toWords(doc, text, style)) {
    const wordWidth = sum(word);
    const spaceWidth = current.length > 0 && space ? space.width : 0;
    if (current.length > 0 && sum(current) + spaceWidth + wordWidth <= maxWidth) {
      if (space) current.push(space);
      current.push(...word);
      continue;
    }
    if (current.length > 0) lines.push({ pieces: current, width: sum(current) });
    current = [];
    if (wordWidth <= maxWidth) {
      current = [...word];
      continue;
    }
    const parts = splitLongWord(doc, word, maxWidth, style);
    for (const part of parts.slice(0, -1)) lines.push({ pieces: part, width: sum(part) });
    current = parts.at(-1) ?? [];
  }
  if (current.length > 0) lines.push({ pieces: current, width: sum(current) });
  return lines;
}

export type Align = 'left' | 'center' | 'right';

/**
 * Draws laid-out lines with their first line's top at `top`. Pieces are placed on a shared alphabetic
 * baseline because the two fonts' ascenders differ, and with lineBreak off so pdfkit never re-wraps them
 * or starts a page on its own. Returns the y below the last line.
 */
export function drawMixedLines(
  doc: PDFKit.PDFDocument,
  lines: MixedLine[],
  box: { x: number; top: number; width: number; align?: Align },
  style: TextStyle,
): number {
  const height = lineHeight(style);
  doc.fillColor(style.color ?? '#000000');
  lines.forEach((line, index) => {
    const baseline = box.top + index * height + style.size * 1.1;
    const slack = box.width - line.width;
    let x = box.x + (box.align === 'center' ? slack / 2 : box.align === 'right' ? slack : 0);
    for (const piece of line.pieces) {
      selectFace(doc, fontName(piece.script, style.weight))
        .fontSize(style.size)
        .text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += piece.width;
    }
  });
  return box.top + lines.length * height;
}

/** Lays out and draws in one step; returns the y below the text. */
export function drawMixedText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; top: number; width: number; align?: Align },
  style: TextStyle,
): number {
  return drawMixedLines(doc, layoutMixedText(doc, text, style, box.width), box, style);
}
