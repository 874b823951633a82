/**
 * Wide home-page slides (1600x600). The left third stays calm and darker so the page can lay the
 * slide's text over it.
 */
import { createPrng, type Prng } from '../prng';
import { circle, hsl, linear, n, poly, radial, rect, svgDocument } from './svg-kit';

const W = 1600;
const H = 600;

const readabilityShade = () =>
  linear(
    'shade',
    [
      [0, 'rgba(8,20,40,0.55)'],
      [0.45, 'rgba(8,20,40,0.15)'],
      [1, 'rgba(8,20,40,0)'],
    ],
    0,
    0,
    1,
    0,
  );

function skyline(p: Prng, baseY: number, colour: string, minH: number, maxH: number, lit: boolean): string {
  const parts: string[] = [];
  let x = -20;
  while (x < W) {
    const w = p.int(80, 200);
    const h = p.int(minH, maxH);
    parts.push(rect(x, baseY - h, w, h + 2, colour));
    if (p.chance(0.35)) parts.push(rect(x + w * 0.6, baseY - h - p.int(60, 140), 22, 150, colour));
    if (p.chance(0.3))
      parts.push(
        poly(
          [
            [x, baseY - h],
            [x + w / 2, baseY - h - 30],
            [x + w, baseY - h],
          ],
          colour,
        ),
      );
    if (lit) {
      for (let wy = baseY - h + 20; wy < baseY - 20; wy += 30) {
        for (let wx = x + 14; wx < x + w - 20; wx += 34) {
          if (p.chance(0.45)) parts.push(rect(wx, wy, 14, 10, hsl(45, 95, 70), 'opacity="0.85"'));
        }
      }
    }
    x += w + p.int(10, 40);
  }
  return parts.join('');
}

function factory(p: Prng): { defs: string[]; body: string } {
  const defs = [
    linear('sky', [
      [0, hsl(225, 55, 22)],
      [0.55, hsl(280, 35, 45)],
      [1, hsl(25, 85, 65)],
    ]),
    readabilityShade(),
  ];
  const parts = [rect(0, 0, W, H, 'url(#sky)'), circle(1180, 420, 120, hsl(35, 95, 70), 'opacity="0.9"')];
  for (let i = 0; i < 40; i++)
    parts.push(circle(p.int(0, W), p.int(10, 220), p.next() * 1.6 + 0.4, '#fff', 'opacity="0.7"'));
  parts.push(skyline(p, 470, hsl(240, 25, 32), 80, 180, false));
  for (let i = 0; i < 4; i++) {
    const x = 700 + i * 200 + p.int(-20, 20);
    parts.push(rect(x, 200, 34, 300, hsl(230, 25, 18)));
    for (let k = 0; k < 6; k++)
      parts.push(
        circle(x + 17 + k * 22, 180 - k * 26, 20 + k * 6, hsl(230, 10, 85), `opacity="${n(0.35 - k * 0.05)}"`),
      );
  }
  parts.push(skyline(p, 540, hsl(230, 30, 15), 90, 200, true));
  parts.push(rect(0, 540, W, 60, hsl(230, 30, 10)));
  parts.push(rect(0, 0, W, H, 'url(#shade)'));
  return { defs, body: parts.join('') };
}

function scrapYard(p: Prng): { defs: string[]; body: string } {
  const defs = [
    linear('sky', [
      [0, hsl(205, 70, 60)],
      [1, hsl(195, 60, 88)],
    ]),
    linear('ground', [
      [0, hsl(30, 20, 55)],
      [1, hsl(25, 20, 38)],
    ]),
    readabilityShade(),
  ];
  const parts = [rect(0, 0, W, H, 'url(#sky)'), rect(0, 430, W, 170, 'url(#ground)')];
  // Heaps of scrap in several tones.
  const heaps: Array<[number, number, number, number]> = [
    [500, 900, 220, 18],
    [850, 1300, 260, 210],
    [1200, 1650, 190, 30],
  ];
  for (const [x0, x1, peak, hue] of heaps) {
    const pts: Array<[number, number]> = [[x0, 470]];
    for (let i = 1; i < 14; i++) {
      const t = i / 14;
      pts.push([x0 + (x1 - x0) * t, 470 - Math.sin(Math.PI * t) * peak * (0.85 + p.next() * 0.3)]);
    }
    pts.push([x1, 470]);
    parts.push(poly(pts, hsl(hue, 25, 35)));
    for (let i = 0; i < 26; i++) {
      const x = p.int(x0 + 30, x1 - 60);
      const y = 470 - p.int(20, Math.round(peak * 0.8));
      parts.push(
        `<g transform="rotate(${p.int(-40, 40)} ${x} ${y})">${rect(x, y, p.int(40, 110), p.int(8, 18), hsl(p.pick([18, 210, 25]), 25, p.int(25, 50)))}</g>`,
      );
    }
  }
  // A crane lifting scrap with a magnet.
  const cx = 1000;
  parts.push(rect(cx - 20, 120, 40, 350, hsl(45, 90, 50)));
  for (let y = 130; y < 460; y += 40)
    parts.push(
      `<line x1="${cx - 20}" y1="${y}" x2="${cx + 20}" y2="${y + 40}" stroke="${hsl(45, 80, 35)}" stroke-width="4"/>`,
    );
  parts.push(
    poly(
      [
        [cx - 30, 130],
        [cx + 420, 90],
        [cx + 420, 110],
        [cx - 30, 160],
      ],
      hsl(45, 90, 50),
    ),
  );
  parts.push(`<line x1="${cx + 360}" y1="110" x2="${cx + 360}" y2="300" stroke="${hsl(0, 0, 20)}" stroke-width="4"/>`);
  parts.push(`<ellipse cx="${cx + 360}" cy="310" rx="46" ry="16" fill="${hsl(0, 0, 25)}"/>`);
  parts.push(rect(0, 470, W, 10, hsl(0, 0, 30), 'opacity="0.3"'));
  parts.push(rect(0, 0, W, H, 'url(#shade)'));
  return { defs, body: parts.join('') };
}

function liveAuction(p: Prng): { defs: string[]; body: string } {
  const defs = [
    radial(
      'bg',
      [
        [0, hsl(215, 60, 32)],
        [1, hsl(225, 70, 12)],
      ],
      0.7,
      0.5,
      0.8,
    ),
    linear('bar', [
      [0, hsl(170, 70, 55)],
      [1, hsl(200, 70, 35)],
    ]),
    readabilityShade(),
  ];
  const parts = [rect(0, 0, W, H, 'url(#bg)')];
  for (let i = 0; i < 12; i++)
    parts.push(circle(p.int(600, 1600), p.int(0, 600), p.int(30, 140), hsl(200, 70, 60), 'opacity="0.06"'));
  for (let y = 120; y <= 520; y += 80) parts.push(rect(600, y, 660, 1, '#fff', 'opacity="0.12"'));
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const x = 630 + i * 62;
    const h = 60 + i * 36 + p.int(-15, 15);
    parts.push(rect(x, 520 - h, 44, h, 'url(#bar)', 'rx="6"'));
    pts.push(`${x + 22},${520 - h - 24}`);
  }
  parts.push(
    `<polyline points="${pts.join(' ')}" fill="none" stroke="${hsl(45, 95, 60)}" stroke-width="5" stroke-linejoin="round"/>`,
  );
  for (const pt of pts) {
    const [x, y] = pt.split(',').map(Number);
    parts.push(circle(x, y, 8, hsl(45, 95, 60)));
  }
  // A gavel.
  parts.push(
    `<g transform="rotate(-30 1380 200)">${rect(1300, 160, 160, 70, hsl(30, 55, 40), 'rx="12"')}${rect(1290, 170, 20, 50, hsl(45, 80, 55), 'rx="4"')}${rect(1450, 170, 20, 50, hsl(45, 80, 55), 'rx="4"')}${rect(1370, 230, 22, 200, hsl(30, 50, 32), 'rx="8"')}</g>`,
  );
  parts.push(rect(1300, 470, 200, 30, hsl(30, 50, 30), 'rx="8"'));
  parts.push(rect(0, 0, W, H, 'url(#shade)'));
  return { defs, body: parts.join('') };
}

function logistics(p: Prng): { defs: string[]; body: string } {
  const defs = [
    linear('sky', [
      [0, hsl(195, 70, 70)],
      [1, hsl(45, 80, 90)],
    ]),
    readabilityShade(),
  ];
  const parts = [rect(0, 0, W, H, 'url(#sky)')];
  parts.push(
    poly(
      [
        [0, 380],
        [300, 300],
        [650, 360],
        [1000, 280],
        [1350, 340],
        [1600, 290],
        [1600, 600],
        [0, 600],
      ],
      hsl(100, 30, 55),
    ),
  );
  parts.push(
    poly(
      [
        [0, 430],
        [400, 380],
        [800, 420],
        [1200, 370],
        [1600, 410],
        [1600, 600],
        [0, 600],
      ],
      hsl(95, 35, 42),
    ),
  );
  parts.push(
    poly(
      [
        [0, 600],
        [0, 520],
        [1600, 470],
        [1600, 600],
      ],
      hsl(0, 0, 30),
    ),
  );
  for (let x = 40; x < W; x += 140)
    parts.push(
      poly(
        [
          [x, 540 - x * 0.031],
          [x + 70, 538 - (x + 70) * 0.031],
          [x + 70, 544 - (x + 70) * 0.031],
          [x, 546 - x * 0.031],
        ],
        '#fff',
        'opacity="0.8"',
      ),
    );
  // A warehouse and two trucks on the road.
  parts.push(rect(1150, 230, 330, 150, hsl(210, 15, 80)));
  parts.push(
    poly(
      [
        [1140, 235],
        [1315, 170],
        [1490, 235],
      ],
      hsl(0, 50, 45),
    ),
  );
  for (let i = 0; i < 3; i++) parts.push(rect(1180 + i * 100, 300, 70, 80, hsl(210, 10, 55)));
  for (const [x, hue] of [
    [650, p.pick([0, 210, 25])],
    [980, p.pick([45, 130, 200])],
  ] as Array<[number, number]>) {
    const y = 505 - x * 0.031;
    parts.push(rect(x, y - 110, 190, 90, hsl(hue, 15, 92), `stroke="${hsl(hue, 10, 60)}" stroke-width="3"`));
    parts.push(rect(x + 196, y - 80, 70, 60, hsl(hue, 70, 45), 'rx="8"'));
    parts.push(rect(x + 214, y - 72, 40, 24, hsl(200, 40, 80), 'rx="3"'));
    for (const wx of [x + 40, x + 150, x + 235])
      parts.push(circle(wx, y - 14, 18, hsl(0, 0, 12)) + circle(wx, y - 14, 8, hsl(0, 0, 60)));
  }
  parts.push(rect(0, 0, W, H, 'url(#shade)'));
  return { defs, body: parts.join('') };
}

const ART: Record<string, (p: Prng) => { defs: string[]; body: string }> = {
  fabrika: factory,
  'hurda-sahasi': scrapYard,
  'canli-ihale': liveAuction,
  lojistik: logistics,
};

export function slideSvg(slug: string, title: string): string {
  const art = ART[slug];
  if (!art) throw new Error(`No slide art for ${slug}`);
  const { defs, body } = art(createPrng(slug.length * 1009 + 17));
  return svgDocument({ width: W, height: H, title, defs, body });
}
