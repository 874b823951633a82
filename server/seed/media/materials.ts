/**
 * Flat illustrations of scrap materials (metals, wastes, wood) drawn around the ground line of an
 * 800x600 canvas. Each drawer varies colours and arrangement through the PRNG so every view differs.
 */
import type { Prng } from '../prng';
import { GROUND_Y, type Layer } from './scenes';
import { circle, hsl, linear, n, path, poly, radial, rect, shadow } from './svg-kit';

/** A closed heap outline between x0 and x1 rising to `peak` pixels, with a bumpy top. */
function heap(p: Prng, x0: number, x1: number, peak: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [[x0, GROUND_Y]];
  const steps = 12;
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const x = x0 + (x1 - x0) * t;
    const h = Math.sin(Math.PI * t) * peak * (0.85 + p.next() * 0.3);
    pts.push([x, GROUND_Y - h]);
  }
  pts.push([x1, GROUND_Y]);
  return pts;
}

function spiral(cx: number, cy: number, r: number, turns: number, rot: number): string {
  const pts: string[] = [];
  const steps = Math.round(turns * 18);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = rot + t * turns * Math.PI * 2;
    const rr = r * (0.25 + 0.75 * t);
    pts.push(`${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr * 0.6)}`);
  }
  return `M${pts.join(' L')}`;
}

export function copperCoils(p: Prng): Layer {
  const hue = 22 + p.int(-4, 6);
  const defs = [
    radial('cu', [
      [0, hsl(hue + 8, 85, 68)],
      [0.6, hsl(hue, 75, 48)],
      [1, hsl(hue - 4, 70, 32)],
    ]),
  ];
  const parts = [shadow(400, GROUND_Y + 6, 300, 26)];
  const coils = p.int(3, 4);
  for (let i = 0; i < coils; i++) {
    const r = p.int(70, 105);
    const cx = 180 + i * (440 / (coils - 1)) + p.int(-20, 20);
    const cy = GROUND_Y - r + (i % 2 === 1 ? -p.int(10, 50) : 0);
    parts.push(circle(cx, cy, r, 'url(#cu)', `stroke="${hsl(hue, 60, 25)}" stroke-width="4"`));
    for (let k = 1; k <= 5; k++) {
      parts.push(
        circle(
          cx,
          cy,
          (r * (k + 1)) / 7,
          'none',
          `stroke="${hsl(hue, 65, 30)}" stroke-opacity="0.45" stroke-width="3"`,
        ),
      );
    }
    parts.push(circle(cx, cy, r * 0.24, hsl(20, 30, 18)));
    parts.push(circle(cx - r * 0.35, cy - r * 0.4, r * 0.18, '#fff', 'opacity="0.18"'));
  }
  // Loose cable ends, some still insulated.
  for (let i = 0; i < 6; i++) {
    const x = p.int(120, 640);
    const colour = p.chance(0.3) ? hsl(p.pick([0, 210, 50]), 60, 35) : hsl(hue, 75, 45);
    parts.push(
      path(
        `M${x},${GROUND_Y - 4} C${x + 40},${GROUND_Y - p.int(40, 120)} ${x + 90},${GROUND_Y - p.int(0, 60)} ${x + p.int(110, 170)},${GROUND_Y - 8}`,
        'none',
        `stroke="${colour}" stroke-width="${p.int(6, 11)}" stroke-linecap="round"`,
      ),
    );
  }
  return { defs, body: parts.join('') };
}

export function brassShavings(p: Prng): Layer {
  const hue = 46 + p.int(-4, 4);
  const defs = [
    linear('br', [
      [0, hsl(hue, 80, 62)],
      [1, hsl(hue - 8, 70, 36)],
    ]),
  ];
  const parts = [shadow(400, GROUND_Y + 4, 320, 24), poly(heap(p, 100, 700, p.int(170, 230)), 'url(#br)')];
  for (let i = 0; i < 70; i++) {
    const x = p.int(140, 660);
    const maxH = Math.sin(((x - 100) / 600) * Math.PI) * 190;
    const y = GROUND_Y - p.int(8, Math.max(10, Math.round(maxH)));
    parts.push(
      path(
        spiral(x, y, p.int(8, 20), 2 + p.next() * 1.5, p.next() * 6),
        'none',
        `stroke="${hsl(hue + p.int(-6, 6), 85, p.int(40, 75))}" stroke-width="2.5"`,
      ),
    );
  }
  return { defs, body: parts.join('') };
}

export function aluminiumProfiles(p: Prng): Layer {
  const defs = [
    linear('al', [
      [0, hsl(210, 10, 90)],
      [0.5, hsl(210, 8, 70)],
      [1, hsl(210, 10, 52)],
    ]),
  ];
  const parts = [shadow(400, GROUND_Y + 4, 310, 22)];
  const rows = p.int(4, 6);
  const bar = 24;
  for (let r = 0; r < rows; r++) {
    const count = rows - r + 2;
    const y = GROUND_Y - (r + 1) * bar;
    const startX = 130 + r * 16 + p.int(-6, 6);
    for (let i = 0; i < count; i++) {
      const x = startX + i * 4;
      const len = p.int(470, 540);
      parts.push(rect(x, y, len, bar - 2, 'url(#al)', `stroke="${hsl(210, 10, 45)}" stroke-width="1"`));
      // The cut end shows the hollow profile section.
      const ex = x + len - 2;
      parts.push(rect(ex - 20, y + 2, 20, bar - 6, hsl(210, 8, 82), `stroke="${hsl(210, 10, 40)}" stroke-width="1.5"`));
      parts.push(rect(ex - 15, y + 6, 10, bar - 14, hsl(210, 12, 35)));
    }
  }
  return { defs, body: parts.join('') };
}

export function steelScrap(p: Prng): Layer {
  const defs = [
    linear('rust', [
      [0, hsl(18, 45, 42)],
      [1, hsl(15, 40, 22)],
    ]),
  ];
  const parts = [shadow(400, GROUND_Y + 4, 330, 26), poly(heap(p, 90, 710, p.int(150, 200)), 'url(#rust)')];
  for (let i = 0; i < 22; i++) {
    const x = p.int(140, 620);
    const y = GROUND_Y - p.int(30, 170);
    const w = p.int(70, 190);
    const h = p.int(10, 26);
    const rot = p.int(-40, 40);
    const tone = p.chance(0.5) ? hsl(18, p.int(35, 55), p.int(25, 42)) : hsl(210, 6, p.int(30, 55));
    const flange = p.chance(0.5)
      ? rect(x, y - 4, w, 4, hsl(0, 0, 20), 'opacity="0.5"') + rect(x, y + h, w, 4, hsl(0, 0, 20), 'opacity="0.5"')
      : '';
    parts.push(`<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})">${rect(x, y, w, h, tone)}${flange}</g>`);
  }
  for (let i = 0; i < 4; i++) {
    const x = p.int(160, 560);
    const y = GROUND_Y - p.int(40, 140);
    parts.push(rect(x, y, p.int(90, 160), 30, hsl(210, 8, 45), 'rx="4"'));
    parts.push(`<ellipse cx="${x}" cy="${y + 15}" rx="8" ry="15" fill="${hsl(210, 8, 25)}"/>`);
  }
  return { defs, body: parts.join('') };
}

export function steelTurnings(p: Prng): Layer {
  const defs = [
    linear('tu', [
      [0, hsl(215, 14, 62)],
      [1, hsl(215, 16, 34)],
    ]),
  ];
  const parts = [shadow(400, GROUND_Y + 4, 320, 24), poly(heap(p, 110, 690, p.int(150, 210)), 'url(#tu)')];
  for (let i = 0; i < 90; i++) {
    const x = p.int(140, 660);
    const maxH = Math.sin(((x - 110) / 580) * Math.PI) * 170;
    const y = GROUND_Y - p.int(6, Math.max(8, Math.round(maxH)));
    const tone = p.chance(0.15) ? hsl(30, 50, 45) : hsl(215, p.int(10, 25), p.int(45, 85));
    parts.push(
      path(spiral(x, y, p.int(10, 26), 1.5 + p.next() * 2, p.next() * 6), 'none', `stroke="${tone}" stroke-width="2"`),
    );
  }
  return { defs, body: parts.join('') };
}

function gear(cx: number, cy: number, r: number, teeth: number, rot: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = rot + (i / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.82;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    const a2 = rot + ((i + 0.5) / (teeth * 2)) * Math.PI * 2;
    pts.push([cx + Math.cos(a2) * rr, cy + Math.sin(a2) * rr]);
  }
  return pts;
}

export function castScrap(p: Prng): Layer {
  const defs = [
    radial('fe', [
      [0, hsl(220, 6, 52)],
      [1, hsl(220, 8, 24)],
    ]),
  ];
  const parts = [shadow(400, GROUND_Y + 4, 300, 24)];
  for (let i = 0; i < 5; i++) {
    const x = p.int(140, 560);
    parts.push(rect(x, GROUND_Y - p.int(50, 90), p.int(90, 150), p.int(50, 90), hsl(220, 6, p.int(28, 40)), 'rx="10"'));
  }
  for (let i = 0; i < 7; i++) {
    const r = p.int(40, 85);
    const cx = p.int(150, 650);
    const cy = GROUND_Y - r - p.int(0, 90);
    parts.push(
      poly(gear(cx, cy, r, p.int(10, 16), p.next()), 'url(#fe)', `stroke="${hsl(220, 8, 18)}" stroke-width="2"`),
    );
    parts.push(circle(cx, cy, r * 0.3, hsl(220, 8, 16)));
    parts.push(circle(cx, cy, r * 0.55, 'none', `stroke="${hsl(20, 40, 35)}" stroke-opacity="0.5" stroke-width="3"`));
  }
  return { defs, body: parts.join('') };
}

export function leadIngots(p: Prng): Layer {
  const defs = [
    linear('pb', [
      [0, hsl(220, 10, 70)],
      [1, hsl(220, 12, 42)],
    ]),
  ];
  const parts = [shadow(400, GROUND_Y + 4, 280, 22)];
  const rows = p.int(4, 5);
  const w = 110;
  const h = 34;
  for (let r = 0; r < rows; r++) {
    const count = rows - r + 1;
    const total = count * (w + 8);
    const x0 = 400 - total / 2 + (r % 2) * 6;
    const y = GROUND_Y - (r + 1) * h;
    for (let i = 0; i < count; i++) {
      const x = x0 + i * (w + 8);
      parts.push(
        poly(
          [
            [x, y + h],
            [x + w, y + h],
            [x + w - 12, y + 2],
            [x + 12, y + 2],
          ],
          'url(#pb)',
          `stroke="${hsl(220, 10, 30)}" stroke-width="1.5"`,
        ),
      );
      parts.push(rect(x + 30, y + 12, w - 60, 8, hsl(220, 10, 80), 'opacity="0.5" rx="3"'));
    }
  }
  return { defs, body: parts.join('') };
}

export function electronicScrap(p: Prng): Layer {
  const parts = [shadow(400, GROUND_Y + 4, 300, 24)];
  // An old monitor and a PC case behind the boards.
  const mx = p.int(420, 520);
  parts.push(rect(mx, GROUND_Y - 210, 200, 150, hsl(40, 10, 78), 'rx="10"'));
  parts.push(rect(mx + 16, GROUND_Y - 194, 168, 112, hsl(210, 30, 22), 'rx="4"'));
  parts.push(rect(mx + 80, GROUND_Y - 60, 40, 60, hsl(40, 10, 70)));
  parts.push(rect(p.int(150, 220), GROUND_Y - 190, 110, 190, hsl(220, 6, 30), 'rx="6"'));
  for (let i = 0; i < 14; i++) {
    const x = p.int(140, 600);
    const y = GROUND_Y - p.int(20, 120);
    const w = p.int(90, 150);
    const h = p.int(50, 80);
    const g = hsl(p.pick([140, 150, 200]), 55, p.int(24, 34));
    const traces = [0, 1, 2, 3]
      .map((k) => rect(x + 8, y + 10 + k * 14, w - 30, 2, hsl(60, 60, 60), 'opacity="0.6"'))
      .join('');
    const chips = [0, 1].map((k) => rect(x + 14 + k * 40, y + h / 2 - 8, 26, 18, '#1c1c1c')).join('');
    parts.push(
      `<g transform="rotate(${p.int(-25, 25)} ${x + w / 2} ${y + h / 2})">${rect(x, y, w, h, g, 'rx="3"')}${traces}${chips}</g>`,
    );
  }
  return { defs: [], body: parts.join('') };
}

export function oilBarrels(p: Prng): Layer {
  const parts = [shadow(400, GROUND_Y + 6, 320, 24)];
  const palette = [
    [210, 60, 38],
    [0, 0, 18],
    [5, 65, 42],
    [140, 40, 32],
  ];
  const defs = [
    linear(
      'shine',
      [
        [0, 'rgba(255,255,255,0)'],
        [0.35, 'rgba(255,255,255,0.35)'],
        [0.6, 'rgba(255,255,255,0)'],
      ],
      0,
      0,
      1,
      0,
    ),
  ];
  const rows: Array<{ y: number; scale: number; count: number }> = [
    { y: GROUND_Y - 30, scale: 0.85, count: 5 },
    { y: GROUND_Y, scale: 1, count: 4 },
  ];
  for (const row of rows) {
    const w = 110 * row.scale;
    const h = 160 * row.scale;
    const total = row.count * (w + 14);
    for (let i = 0; i < row.count; i++) {
      const [hh, s, l] = p.pick(palette);
      const x = 400 - total / 2 + i * (w + 14) + p.int(-6, 6);
      const top = row.y - h;
      const colour = hsl(hh, s, l);
      parts.push(rect(x, top, w, h, colour));
      parts.push(rect(x, top, w, h, 'url(#shine)'));
      parts.push(
        `<ellipse cx="${n(x + w / 2)}" cy="${n(top)}" rx="${n(w / 2)}" ry="${n(12 * row.scale)}" fill="${hsl(hh, s, l + 12)}"/>`,
      );
      parts.push(
        `<ellipse cx="${n(x + w / 2)}" cy="${n(row.y)}" rx="${n(w / 2)}" ry="${n(12 * row.scale)}" fill="${colour}"/>`,
      );
      for (const t of [0.33, 0.66]) parts.push(rect(x, top + h * t, w, 5 * row.scale, hsl(hh, s, Math.max(8, l - 12))));
      parts.push(circle(x + w * 0.7, top, 5 * row.scale, hsl(0, 0, 12)));
    }
  }
  parts.push(
    `<ellipse cx="${p.int(250, 550)}" cy="${GROUND_Y + 20}" rx="70" ry="10" fill="${hsl(40, 30, 15)}" opacity="0.55"/>`,
  );
  return { defs, body: parts.join('') };
}

/** A box in simple oblique projection: front face, top face and side face. */
function box(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  hue: number,
  s: number,
  l: number,
  extra = '',
): string {
  return [
    poly(
      [
        [x, y],
        [x + d, y - d * 0.6],
        [x + w + d, y - d * 0.6],
        [x + w, y],
      ],
      hsl(hue, s, l + 10),
    ),
    poly(
      [
        [x + w, y],
        [x + w + d, y - d * 0.6],
        [x + w + d, y + h - d * 0.6],
        [x + w, y + h],
      ],
      hsl(hue, s, l - 10),
    ),
    rect(x, y, w, h, hsl(hue, s, l)),
    extra,
  ].join('');
}

export function packagingBales(p: Prng): Layer {
  const parts = [shadow(400, GROUND_Y + 4, 320, 24)];
  const positions: Array<[number, number]> = [
    [130, 0],
    [300, 0],
    [470, 0],
    [215, 1],
    [385, 1],
  ];
  for (const [x, level] of positions) {
    const plastic = p.chance(0.4);
    const hue = plastic ? p.pick([200, 120, 0, 280]) : 32;
    const w = 150;
    const h = 110;
    const y = GROUND_Y - h - level * (h + 12);
    const straps = [0.3, 0.7].map((t) => rect(x + w * t, y, 5, h, hsl(0, 0, 95), 'opacity="0.8"')).join('');
    const speckles = Array.from({ length: 14 }, () =>
      rect(
        x + p.int(6, w - 16),
        y + p.int(6, h - 12),
        p.int(6, 16),
        4,
        hsl(p.pick([0, 60, 200, 120]), 60, 55),
        'opacity="0.7"',
      ),
    ).join('');
    parts.push(box(x, y, w, h, 28, hue, plastic ? 45 : 45, plastic ? 55 : 55, speckles + straps));
  }
  return { defs: [], body: parts.join('') };
}

export function batteries(p: Prng): Layer {
  const parts = [shadow(400, GROUND_Y + 4, 300, 24)];
  for (let level = 0; level < 2; level++) {
    const count = level === 0 ? 4 : 3;
    for (let i = 0; i < count; i++) {
      const w = 120;
      const h = 80;
      const x = 400 - (count * (w + 16)) / 2 + i * (w + 16) + level * 20;
      const y = GROUND_Y - h - level * (h + 22);
      const hue = p.pick([0, 210, 0, 40]);
      const label =
        rect(x + 20, y + 20, w - 40, 30, hsl(hue, 70, 50)) + rect(x + 28, y + 30, w - 56, 4, '#fff', 'opacity="0.7"');
      parts.push(box(x, y, w, h, 18, 0, 0, 20, label));
      parts.push(rect(x + 22, y - 20, 14, 12, hsl(0, 70, 45), 'rx="2"'));
      parts.push(rect(x + w - 28, y - 20, 14, 12, hsl(0, 0, 12), 'rx="2"'));
    }
  }
  return { defs: [], body: parts.join('') };
}

function pallet(x: number, y: number, w: number, tone: number): string {
  const wood = hsl(34, 45, tone);
  const dark = hsl(30, 40, tone - 14);
  const parts: string[] = [];
  for (let i = 0; i < 7; i++)
    parts.push(rect(x + (i * (w - 18)) / 6, y, 18, 10, wood, `stroke="${dark}" stroke-width="1"`));
  parts.push(rect(x, y + 10, w, 8, dark));
  for (const t of [0, 0.5, 1])
    parts.push(rect(x + t * (w - 30), y + 18, 30, 16, wood, `stroke="${dark}" stroke-width="1"`));
  parts.push(rect(x, y + 34, w, 8, wood, `stroke="${dark}" stroke-width="1"`));
  return parts.join('');
}

export function woodPallets(p: Prng): Layer {
  const parts = [shadow(400, GROUND_Y + 4, 320, 24)];
  const stacks = p.int(2, 3);
  for (let s = 0; s < stacks; s++) {
    const w = 180;
    const x = 400 - (stacks * (w + 30)) / 2 + s * (w + 30);
    const height = p.int(4, 8);
    for (let i = 0; i < height; i++) parts.push(pallet(x + p.int(-4, 4), GROUND_Y - 42 * (i + 1), w, p.int(55, 68)));
  }
  return { defs: [], body: parts.join('') };
}

export function timberCrates(p: Prng): Layer {
  const parts = [shadow(400, GROUND_Y + 4, 320, 24)];
  // Board ends of a timber stack on the left.
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      const x = 130 + c * 44;
      const y = GROUND_Y - (r + 1) * 30;
      parts.push(rect(x, y, 40, 26, hsl(32, 50, p.int(52, 66)), `stroke="${hsl(28, 45, 36)}" stroke-width="1.5"`));
      parts.push(
        `<ellipse cx="${x + 20}" cy="${y + 13}" rx="9" ry="5" fill="none" stroke="${hsl(28, 45, 40)}" stroke-width="1"/>`,
      );
    }
  }
  // Crates with cross braces on the right.
  for (let i = 0; i < 3; i++) {
    const w = 130;
    const h = 100;
    const x = 400 + (i % 2) * 140 + p.int(-6, 6);
    const y = GROUND_Y - h - (i === 2 ? h + 10 : 0);
    const brace =
      `<line x1="${x}" y1="${y}" x2="${x + w}" y2="${y + h}" stroke="${hsl(28, 45, 38)}" stroke-width="8"/>` +
      rect(x, y, w, 10, hsl(30, 45, 44)) +
      rect(x, y + h - 10, w, 10, hsl(30, 45, 44));
    parts.push(box(x, y, w, h, 24, 34, 45, 58, brace));
  }
  return { defs: [], body: parts.join('') };
}
