/** Small helpers to write SVG by hand: colours, gradients, the document wrapper. */

export const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${r0(h)}, ${r0(s)}%, ${r0(l)}%)` : `hsla(${r0(h)}, ${r0(s)}%, ${r0(l)}%, ${a})`;

const r0 = (n: number) => Math.round(n * 10) / 10;
export const n = r0;

type Stop = [offset: number, color: string];

export function linear(id: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

export function radial(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</radialGradient>`;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(opts: {
  width: number;
  height: number;
  title: string;
  defs: string[];
  body: string;
}): string {
  const { width, height, title } = opts;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(title)}</title>`,
    `<defs>${opts.defs.join('')}</defs>`,
    opts.body,
    '</svg>',
    '',
  ].join('\n');
}

/** A soft blur used for ground shadows. */
export const SHADOW_FILTER =
  '<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>';

export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.28) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="${opacity}" filter="url(#soft)"/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;

export const poly = (points: Array<[number, number]>, fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
