import type { IconDef } from '../icon';

export const MenuIcon: IconDef = [['path', { d: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z' }]];
