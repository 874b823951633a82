import Recycling from '@mui/icons-material/Recycling';
import LocalShipping from '@mui/icons-material/LocalShipping';
import PrecisionManufacturing from '@mui/icons-material/PrecisionManufacturing';
import Science from '@mui/icons-material/Science';
import Forest from '@mui/icons-material/Forest';
import ElectricalServices from '@mui/icons-material/ElectricalServices';
import Inventory2 from '@mui/icons-material/Inventory2';

/** Categories come from the API without pictures: an icon is chosen from words in the name. */
const RULES: Array<[RegExp, typeof Recycling]> = [
  [/araç|taşıt|kamyon|forklift|iş makine/, LocalShipping],
  [/metal|hurda|çelik|demir|bakır|alüminyum/, Recycling],
  [/makine|teçhizat|tezgâh|tezgah|ekipman/, PrecisionManufacturing],
  [/kimya|atık|yağ|ambalaj/, Science],
  [/ahşap|palet|kereste|orman/, Forest],
  [/elektr|kablo/, ElectricalServices],
];

export function categoryIconFor(name: string): typeof Recycling {
  const n = name.toLocaleLowerCase('tr-TR');
  return RULES.find(([re]) => re.test(n))?.[1] ?? Inventory2;
}

export function CategoryIcon({ name }: { name: string }) {
  const Icon = categoryIconFor(name);
  return <Icon aria-hidden sx={{ fontSize: { xs: 34, sm: 42 } }} />;
}
