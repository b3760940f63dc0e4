/**
 * The department's mark drawn in vectors, so no image file ships or needs a licence: a ring holding a silk
 * cocoon (an oval with its reeling threads) on a mulberry leaf. `size` is the ring's diameter.
 */
export function drawEmblem(
  doc: PDFKit.PDFDocument,
  at: { x: number; y: number; size: number },
  color = '#5b3a1a',
): void {
  const r = at.size / 2;
  const cx = at.x + r;
  const cy = at.y + r;
  doc.save();
  doc.lineWidth(r * 0.08).strokeColor(color);
  doc.circle(cx, cy, r * 0.96).stroke();
  doc
    .lineWidth(r * 0.03)
    .circle(cx, cy, r * 0.82)
    .stroke();

  // The mulberry leaf: two arcs meeting at the tip, a midrib.
  doc
    .moveTo(cx - r * 0.55, cy + r * 0.45)
    .bezierCurveTo(cx - r * 0.6, cy - r * 0.2, cx + r * 0.1, cy - r * 0.55, cx + r * 0.6, cy - r * 0.45)
    .bezierCurveTo(cx + r * 0.5, cy + r * 0.15, cx - r * 0.1, cy + r * 0.55, cx - r * 0.55, cy + r * 0.45)
    .fillColor('#6b8e23')
    .fill();
  doc
    .moveTo(cx - r * 0.55, cy + r * 0.45)
    .lineTo(cx + r * 0.6, cy - r * 0.45)
    .lineWidth(r * 0.04)
    .strokeColor('#3f5a12')
    .stroke();

  // The cocoon on the leaf, with threads drawn across it.
  doc
    .ellipse(cx + r * 0.02, cy - r * 0.02, r * 0.36, r * 0.22)
    .fillColor('#f5ecd6')
    .fill();
  doc
    .ellipse(cx + r * 0.02, cy - r * 0.02, r * 0.36, r * 0.22)
    .lineWidth(r * 0.04)
    .strokeColor(color)
    .stroke();
  doc.lineWidth(r * 0.02);
  for (const offset of [-0.16, 0, 0.16]) {
    doc
      .moveTo(cx + r * (offset - 0.04), cy - r * 0.2)
      .quadraticCurveTo(cx + r * (offset + 0.06), cy - r * 0.02, cx + r * (offset - 0.04), cy + r * 0.16)
      .stroke();
  }
  doc.restore();
}
