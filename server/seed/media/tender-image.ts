/** Composes one tender illustration (800x600 SVG): a background scene plus the material's drawing. */
import { IMAGE_KINDS, type ImageKind } from '../media-manifest';
import { createPrng, type Prng } from '../prng';
import {
  aluminiumProfiles,
  batteries,
  brassShavings,
  castScrap,
  copperCoils,
  electronicScrap,
  leadIngots,
  oilBarrels,
  packagingBales,
  steelScrap,
  steelTurnings,
  timberCrates,
  woodPallets,
} from './materials';
import { car, compressor, excavator, forklift, lathe, truck } from './machines';
import { background, GROUND_Y, H, W, type Layer } from './scenes';
import { SHADOW_FILTER, svgDocument } from './svg-kit';

const DRAWERS: Record<ImageKind, { draw: (p: Prng) => Layer; hue: number; mirror: boolean }> = {
  bakir: { draw: copperCoils, hue: 22, mirror: false },
  pirinc: { draw: brassShavings, hue: 46, mirror: false },
  aluminyum: { draw: aluminiumProfiles, hue: 210, mirror: true },
  celik: { draw: steelScrap, hue: 18, mirror: true },
  talas: { draw: steelTurnings, hue: 215, mirror: false },
  dokum: { draw: castScrap, hue: 220, mirror: true },
  kursun: { draw: leadIngots, hue: 220, mirror: false },
  forklift: { draw: forklift, hue: 45, mirror: true },
  kamyon: { draw: truck, hue: 210, mirror: true },
  binek: { draw: car, hue: 200, mirror: true },
  ekskavator: { draw: excavator, hue: 40, mirror: true },
  tezgah: { draw: lathe, hue: 150, mirror: true },
  kompresor: { draw: compressor, hue: 0, mirror: true },
  elektronik: { draw: electronicScrap, hue: 140, mirror: true },
  yag: { draw: oilBarrels, hue: 210, mirror: false },
  ambalaj: { draw: packagingBales, hue: 32, mirror: true },
  aku: { draw: batteries, hue: 0, mirror: false },
  palet: { draw: woodPallets, hue: 34, mirror: false },
  kereste: { draw: timberCrates, hue: 32, mirror: true },
};

function hashKind(kind: string): number {
  let h = 2166136261;
  for (const ch of kind) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function tenderImageSvg(kind: ImageKind, variant: number): string {
  const p = createPrng(hashKind(kind) + variant * 7919);
  const spec = DRAWERS[kind];
  const bg = background(variant, p, spec.hue);
  const obj = spec.draw(p);
  // Later views zoom in or mirror so the gallery reads as different photos of the same lot.
  const scale = [1, 1.1, 0.92, 1.16, 1.04, 0.98][(variant - 1) % 6];
  const flip = spec.mirror && variant % 2 === 0 ? -1 : 1;
  const dy = variant === 4 ? 40 : 0;
  const transform = `translate(400 ${GROUND_Y + dy}) scale(${flip * scale} ${scale}) translate(-400 -${GROUND_Y})`;
  return svgDocument({
    width: W,
    height: H,
    title: `${IMAGE_KINDS[kind]} – görsel ${variant}`,
    defs: [SHADOW_FILTER, ...bg.defs, ...obj.defs],
    body: `${bg.body}<g transform="${transform}">${obj.body}</g>`,
  });
}
