import { ElectricalServicesIcon } from '@/components/ui/icons/electrical-services';
import { ForestIcon } from '@/components/ui/icons/forest';
import type { IconDef } from '@/components/ui/icon';
import { Inventory2Icon } from '@/components/ui/icons/inventory2';
import { LocalShippingIcon } from '@/components/ui/icons/local-shipping';
import { PrecisionManufacturingIcon } from '@/components/ui/icons/precision-manufacturing';
import { RecyclingIcon } from '@/components/ui/icons/recycling';
import { ScienceIcon } from '@/components/ui/icons/science';
import { Icon } from '@/components/ui/icon';

/** Categories come from the API without pictures: an icon is chosen from words in the name. */
const RULES: Array<[RegExp, IconDef]> = [
  [/araç|taşıt|kamyon|forklift|iş makine/, LocalShippingIcon],
  [/metal|hurda|çelik|demir|bakır|alüminyum/, RecyclingIcon],
  [/makine|teçhizat|tezgâh|tezgah|ekipman/, PrecisionManufacturingIcon],
  [/kimya|atık|yağ|ambalaj/, ScienceIcon],
  [/ahşap|palet|kereste|orman/, ForestIcon],
  [/elektr|kablo/, ElectricalServicesIcon],
];

export function categoryIconFor(name: string): IconDef {
  const n = name.toLocaleLowerCase('tr-TR');
  return RULES.find(([re]) => re.test(n))?.[1] ?? Inventory2Icon;
}

/** Sized by the surrounding font size (the circle sets it per breakpoint). */
export function CategoryIcon({ name }: { name: string }) {
  return <Icon def={categoryIconFor(name)} style={{ fontSize: 'inherit' }} />;
}
