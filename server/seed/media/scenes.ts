/** Backgrounds of the 800x600 tender illustrations: an outdoor yard, a warehouse, a studio backdrop. */
import type { Prng } from '../prng';
import { circle, hsl, linear, n, poly, radial, rect } from './svg-kit';

export interface Layer {
  defs: string[];
  body: string;
}

export const W = 800;
export const H = 600;
/** Where objects stand. */
export const GROUND_Y = 480;

function yard(p: Prng, hue: number): Layer {
  const skyHue = 200 + p.int(-12, 12);
  const defs = [
    linear('sky', [
      [0, hsl(skyHue, 60, 72)],
      [1, hsl(skyHue - 10, 55, 92)],
    ]),
    linear('ground', [
      [0, hsl(35, 18, 70)],
      [1, hsl(30, 16, 52)],
    ]),
  ];
  const parts = [rect(0, 0, W, H, 'url(#sky)')];
  // Sun and a few soft clouds.
  parts.push(circle(p.int(560, 700), p.int(70, 120), 46, hsl(45, 95, 88), 'opacity="0.9"'));
  for (let i = 0; i < 3; i++) {
    const cx = p.int(60, 700);
    const cy = p.int(50, 150);
    parts.push(
      `<g fill="#fff" opacity="0.75">${circle(cx, cy, 26, '#fff')}${circle(cx + 30, cy - 10, 32, '#fff')}${circle(cx + 62, cy, 24, '#fff')}${rect(cx, cy, 62, 24, '#fff')}</g>`,
    );
  }
  // A distant factory skyline in a pale tone so the object stays in front.
  const far = hsl(skyHue, 18, 70);
  let x = 0;
  while (x < W) {
    const w = p.int(60, 140);
    const h = p.int(50, 130);
    parts.push(rect(x, 400 - h, w, h + 10, far));
    if (p.chance(0.4)) parts.push(rect(x + w / 3, 400 - h - p.int(40, 80), 14, 90, far));
    x += w + p.int(0, 30);
  }
  parts.push(rect(0, 395, W, H - 395, 'url(#ground)'));
  parts.push(rect(0, 395, W, 4, hsl(hue, 20, 45), 'opacity="0.35"'));
  return { defs, body: parts.join('') };
}

function warehouse(p: Prng, hue: number): Layer {
  const wallHue = (hue + 180 + p.int(-20, 20)) % 360;
  const defs = [
    linear('wall', [
      [0, hsl(wallHue, 14, 80)],
      [1, hsl(wallHue, 12, 66)],
    ]),
    linear('floor', [
      [0, hsl(wallHue, 6, 58)],
      [1, hsl(wallHue, 8, 40)],
    ]),
    linear('light', [
      [0, 'rgba(255,255,255,0.85)'],
      [1, 'rgba(255,255,255,0)'],
    ]),
  ];
  const parts = [rect(0, 0, W, H, 'url(#wall)')];
  for (let x = 0; x <= W; x += 80) parts.push(rect(x, 0, 3, 420, hsl(wallHue, 10, 58), 'opacity="0.5"'));
  // High windows let light fall into the hall.
  for (let x = 40; x < W; x += 190) {
    parts.push(rect(x, 40, 120, 60, hsl(200, 60, 88)));
    parts.push(rect(x + 58, 40, 4, 60, hsl(wallHue, 10, 60)));
    parts.push(
      poly(
        [
          [x, 100],
          [x + 120, 100],
          [x + 180, 420],
          [x - 60, 420],
        ],
        'url(#light)',
        'opacity="0.35"',
      ),
    );
  }
  parts.push(rect(0, 420, W, H - 420, 'url(#floor)'));
  for (let i = 0; i < 9; i++) {
    const x = i * 100;
    parts.push(
      `<line x1="${x}" y1="420" x2="${n(x + (x - 400) * 0.6)}" y2="600" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`,
    );
  }
  parts.push(rect(0, 540, W, 10, hsl(48, 90, 55), 'opacity="0.7"'));
  return { defs, body: parts.join('') };
}

function studio(p: Prng, hue: number): Layer {
  const h2 = (hue + p.int(20, 60)) % 360;
  const defs = [
    radial(
      'backdrop',
      [
        [0, hsl(hue, 45, 94)],
        [0.7, hsl(h2, 35, 80)],
        [1, hsl(h2, 30, 68)],
      ],
      0.5,
      0.45,
      0.75,
    ),
  ];
  const parts = [rect(0, 0, W, H, 'url(#backdrop)')];
  // Decorative flat shapes, kept faint.
  parts.push(circle(p.int(80, 200), p.int(80, 200), p.int(60, 110), hsl(hue, 60, 85), 'opacity="0.6"'));
  parts.push(circle(p.int(600, 740), p.int(60, 180), p.int(40, 90), hsl(h2, 60, 88), 'opacity="0.7"'));
  parts.push(rect(0, 500, W, 100, hsl(h2, 20, 60), 'opacity="0.25"'));
  return { defs, body: parts.join('') };
}

export function background(variant: number, p: Prng, hue: number): Layer {
  const kinds = [yard, warehouse, studio];
  return kinds[(variant - 1) % kinds.length](p, hue);
}
