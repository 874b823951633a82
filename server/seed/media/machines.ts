/**
 * Flat illustrations of vehicles and machines, drawn facing right around x = 400 on the ground
 * line; the caller may mirror them for another view.
 */
import type { Prng } from '../prng';
import { GROUND_Y, type Layer } from './scenes';
import { circle, hsl, linear, n, path, poly, rect, shadow } from './svg-kit';

function wheel(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, hsl(0, 0, 12)) +
    circle(cx, cy, r * 0.58, hsl(210, 5, 62)) +
    circle(cx, cy, r * 0.22, hsl(210, 5, 35)) +
    circle(cx, cy, r * 0.92, 'none', `stroke="${hsl(0, 0, 25)}" stroke-width="2"`)
  );
}

const paintGradient = (id: string, hue: number, s: number, l: number) =>
  linear(id, [
    [0, hsl(hue, s, l + 10)],
    [1, hsl(hue, s, l - 10)],
  ]);

export function forklift(p: Prng): Layer {
  const hue = p.pick([45, 30, 5, 130]);
  const defs = [paintGradient('paint', hue, 85, 50)];
  const g = GROUND_Y;
  const parts = [shadow(420, g + 4, 230, 18)];
  // Mast, carriage and forks at the front.
  parts.push(rect(548, g - 290, 14, 270, hsl(0, 0, 30)));
  parts.push(rect(570, g - 290, 14, 270, hsl(0, 0, 30)));
  parts.push(rect(544, g - 292, 44, 10, hsl(0, 0, 22)));
  parts.push(rect(584, g - 120, 16, 100, hsl(0, 0, 20)));
  parts.push(rect(584, g - 26, 130, 10, hsl(0, 0, 18)));
  if (p.chance(0.6)) {
    // A load on the forks: a pallet with boxes.
    parts.push(rect(600, g - 36, 120, 10, hsl(34, 45, 55)));
    parts.push(rect(606, g - 106, 108, 70, hsl(30, 45, 58), `stroke="${hsl(30, 40, 40)}" stroke-width="2"`));
    parts.push(rect(606, g - 76, 108, 6, hsl(30, 40, 45)));
  }
  // Body, counterweight, overhead guard and seat.
  parts.push(
    path(
      `M270,${g - 40} L270,${g - 150} Q270,${g - 170} 290,${g - 170} L520,${g - 170} L545,${g - 120} L545,${g - 40} Z`,
      'url(#paint)',
    ),
  );
  parts.push(
    path(
      `M240,${g - 40} L240,${g - 130} Q240,${g - 150} 262,${g - 150} L300,${g - 150} L300,${g - 40} Z`,
      hsl(0, 0, 25),
    ),
  );
  parts.push(
    `<polyline points="310,${g - 170} 330,${g - 330} 500,${g - 330} 530,${g - 170}" fill="none" stroke="${hsl(0, 0, 18)}" stroke-width="10" stroke-linejoin="round"/>`,
  );
  parts.push(rect(320, g - 338, 190, 12, hsl(0, 0, 15), 'rx="4"'));
  parts.push(
    path(
      `M360,${g - 170} L360,${g - 240} Q360,${g - 255} 375,${g - 255} L400,${g - 255} L400,${g - 170} Z`,
      hsl(0, 0, 15),
    ),
  );
  parts.push(
    `<line x1="470" y1="${g - 170}" x2="450" y2="${g - 230}" stroke="${hsl(0, 0, 15)}" stroke-width="6" stroke-linecap="round"/>`,
  );
  parts.push(circle(450, g - 232, 14, 'none', `stroke="${hsl(0, 0, 15)}" stroke-width="5"`));
  parts.push(rect(290, g - 120, 230, 8, hsl(hue, 85, 35), 'opacity="0.6"'));
  parts.push(wheel(330, g - 38, 38));
  parts.push(wheel(495, g - 44, 44));
  return { defs, body: parts.join('') };
}

export function truck(p: Prng): Layer {
  const hue = p.pick([0, 210, 25, 160, 45]);
  const cargoHue = p.pick([210, 0, 30, 120]);
  const defs = [
    paintGradient('cab', hue, 70, 45),
    linear('cargo', [
      [0, hsl(cargoHue, 15, 90)],
      [1, hsl(cargoHue, 12, 70)],
    ]),
  ];
  const g = GROUND_Y;
  const parts = [shadow(400, g + 4, 300, 18)];
  parts.push(rect(120, g - 80, 560, 22, hsl(0, 0, 20)));
  const tipper = p.chance(0.5);
  if (tipper) {
    parts.push(
      poly(
        [
          [130, g - 250],
          [500, g - 250],
          [490, g - 80],
          [150, g - 80],
        ],
        hsl(cargoHue, 40, 40),
        `stroke="${hsl(cargoHue, 40, 25)}" stroke-width="4"`,
      ),
    );
    for (let x = 180; x < 480; x += 60) parts.push(rect(x, g - 245, 6, 160, hsl(cargoHue, 40, 30)));
  } else {
    parts.push(
      rect(130, g - 280, 380, 200, 'url(#cargo)', `stroke="${hsl(cargoHue, 10, 50)}" stroke-width="3" rx="6"`),
    );
    for (let x = 170; x < 500; x += 50) parts.push(rect(x, g - 276, 3, 192, hsl(cargoHue, 8, 60), 'opacity="0.6"'));
  }
  parts.push(
    path(
      `M520,${g - 80} L520,${g - 230} Q520,${g - 250} 540,${g - 250} L620,${g - 250} Q640,${g - 250} 650,${g - 225} L680,${g - 150} L680,${g - 80} Z`,
      'url(#cab)',
    ),
  );
  parts.push(
    path(
      `M545,${g - 230} L615,${g - 230} Q628,${g - 230} 634,${g - 214} L656,${g - 160} L545,${g - 160} Z`,
      hsl(200, 45, 78),
    ),
  );
  parts.push(rect(660, g - 120, 24, 14, hsl(48, 90, 70), 'rx="3"'));
  parts.push(rect(540, g - 140, 20, 5, hsl(0, 0, 20)));
  parts.push(wheel(200, g - 36, 38));
  parts.push(wheel(290, g - 36, 38));
  parts.push(wheel(600, g - 36, 38));
  return { defs, body: parts.join('') };
}

export function car(p: Prng): Layer {
  const hue = p.pick([0, 210, 0, 45, 180, 270]);
  const l = hue === 0 && p.chance(0.5) ? 90 : 45;
  const defs = [paintGradient('body', hue, hue === 0 && l === 90 ? 0 : 60, l)];
  const g = GROUND_Y;
  const parts = [shadow(400, g + 4, 270, 18)];
  parts.push(
    path(
      `M140,${g - 50} L140,${g - 110} Q145,${g - 140} 190,${g - 145} L290,${g - 150} L360,${g - 215} Q375,${g - 228} 400,${g - 228} L520,${g - 228} Q545,${g - 228} 560,${g - 210} L615,${g - 150} L650,${g - 142} Q672,${g - 136} 672,${g - 110} L672,${g - 50} Z`,
      'url(#body)',
      `stroke="${hsl(hue, 30, 25)}" stroke-width="2"`,
    ),
  );
  parts.push(path(`M305,${g - 152} L368,${g - 208} L450,${g - 208} L450,${g - 152} Z`, hsl(205, 40, 75)));
  parts.push(
    path(
      `M462,${g - 152} L462,${g - 208} L520,${g - 208} Q535,${g - 208} 545,${g - 196} L590,${g - 152} Z`,
      hsl(205, 40, 75),
    ),
  );
  parts.push(rect(455, g - 150, 4, 95, hsl(hue, 30, 25), 'opacity="0.5"'));
  parts.push(rect(640, g - 130, 26, 12, hsl(48, 90, 75), 'rx="4"'));
  parts.push(rect(142, g - 125, 16, 14, hsl(0, 80, 50), 'rx="3"'));
  parts.push(rect(140, g - 70, 532, 10, hsl(0, 0, 25), 'opacity="0.5"'));
  parts.push(wheel(250, g - 40, 40));
  parts.push(wheel(560, g - 40, 40));
  return { defs, body: parts.join('') };
}

export function excavator(p: Prng): Layer {
  const hue = p.pick([45, 38, 20]);
  const defs = [paintGradient('paint', hue, 85, 50)];
  const g = GROUND_Y;
  const parts = [shadow(420, g + 4, 280, 18)];
  parts.push(rect(200, g - 60, 340, 56, hsl(0, 0, 18), 'rx="28"'));
  for (let x = 232; x <= 508; x += 46) parts.push(circle(x, g - 32, 16, hsl(0, 0, 40)));
  parts.push(rect(220, g - 90, 300, 30, hsl(0, 0, 28)));
  parts.push(
    path(
      `M210,${g - 90} L210,${g - 170} Q210,${g - 185} 225,${g - 185} L500,${g - 185} L520,${g - 90} Z`,
      'url(#paint)',
    ),
  );
  parts.push(
    path(
      `M400,${g - 185} L400,${g - 290} Q400,${g - 300} 410,${g - 300} L470,${g - 300} L500,${g - 185} Z`,
      'url(#paint)',
    ),
  );
  parts.push(path(`M412,${g - 280} L462,${g - 280} L482,${g - 200} L412,${g - 200} Z`, hsl(200, 40, 75)));
  // Boom, arm and bucket.
  parts.push(
    `<polyline points="500,${g - 170} 610,${g - 330} 690,${g - 150}" fill="none" stroke="url(#paint)" stroke-width="34" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  parts.push(`<line x1="520" y1="${g - 150}" x2="600" y2="${g - 280}" stroke="${hsl(0, 0, 70)}" stroke-width="8"/>`);
  parts.push(
    poly(
      [
        [660, g - 160],
        [730, g - 150],
        [720, g - 70],
        [670, g - 90],
      ],
      hsl(0, 0, 25),
    ),
  );
  return { defs, body: parts.join('') };
}

export function lathe(p: Prng): Layer {
  const hue = p.pick([150, 200, 30, 210]);
  const s = 22;
  const defs = [paintGradient('paint', hue, s, 48)];
  const g = GROUND_Y;
  const parts = [shadow(400, g + 4, 290, 18)];
  parts.push(rect(170, g - 140, 110, 140, 'url(#paint)'));
  parts.push(rect(520, g - 140, 110, 140, 'url(#paint)'));
  parts.push(rect(140, g - 180, 520, 42, hsl(hue, s, 38), `stroke="${hsl(hue, s, 25)}" stroke-width="2"`));
  parts.push(rect(150, g - 176, 500, 6, hsl(210, 5, 75)));
  parts.push(rect(140, g - 320, 170, 140, 'url(#paint)', 'rx="6"'));
  parts.push(rect(160, g - 300, 60, 40, hsl(0, 0, 20), 'rx="3"'));
  for (let i = 0; i < 3; i++) parts.push(circle(250 + i * 20, g - 280, 6, hsl(p.pick([0, 48, 120]), 70, 50)));
  parts.push(circle(330, g - 250, 46, hsl(210, 5, 60), `stroke="${hsl(210, 5, 35)}" stroke-width="4"`));
  parts.push(rect(372, g - 256, 170, 12, hsl(210, 5, 70)));
  parts.push(rect(420, g - 236, 80, 56, hsl(hue, s, 40), `stroke="${hsl(hue, s, 25)}" stroke-width="2"`));
  parts.push(rect(440, g - 262, 36, 26, hsl(210, 5, 45)));
  parts.push(rect(550, g - 280, 90, 100, 'url(#paint)', 'rx="6"'));
  parts.push(rect(530, g - 256, 24, 12, hsl(210, 5, 60)));
  parts.push(circle(660, g - 230, 14, 'none', `stroke="${hsl(210, 5, 30)}" stroke-width="5"`));
  return { defs, body: parts.join('') };
}

export function compressor(p: Prng): Layer {
  const hue = p.pick([0, 210, 130, 25]);
  const defs = [
    linear('tank', [
      [0, hsl(hue, 65, 58)],
      [0.45, hsl(hue, 65, 46)],
      [1, hsl(hue, 65, 28)],
    ]),
  ];
  const g = GROUND_Y;
  const parts = [shadow(400, g + 4, 260, 18)];
  parts.push(rect(200, g - 170, 420, 130, 'url(#tank)', 'rx="64"'));
  parts.push(rect(250, g - 46, 16, 40, hsl(0, 0, 25)));
  parts.push(rect(560, g - 46, 16, 40, hsl(0, 0, 25)));
  parts.push(wheel(258, g - 14, 14));
  parts.push(wheel(568, g - 14, 14));
  parts.push(rect(290, g - 260, 150, 90, hsl(210, 8, 40), 'rx="8"'));
  for (let y = g - 250; y < g - 180; y += 12) parts.push(rect(296, y, 138, 4, hsl(210, 8, 55)));
  parts.push(circle(480, g - 215, 40, hsl(0, 0, 22)));
  parts.push(circle(480, g - 215, 14, hsl(210, 5, 60)));
  parts.push(circle(560, g - 200, 20, '#fff', `stroke="${hsl(0, 0, 20)}" stroke-width="4"`));
  parts.push(
    `<line x1="560" y1="${g - 200}" x2="${n(560 + 12 * Math.cos(p.next() * 3))}" y2="${n(g - 200 - 12 * Math.sin(p.next() * 3))}" stroke="${hsl(0, 80, 45)}" stroke-width="3"/>`,
  );
  return { defs, body: parts.join('') };
}
