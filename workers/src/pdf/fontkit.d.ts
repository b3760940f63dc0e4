/**
 * fontkit ships no types. We only open a font with it and hand the result to pdfkit, which lays text out
 * and subsets through it (pdfkit accepts any object with a `layout` method as a font source).
 */
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
