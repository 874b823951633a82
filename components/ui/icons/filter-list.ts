import type { IconDef } from '../icon';

export const FilterListIcon: IconDef = [['path', { d: 'M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z' }]];
