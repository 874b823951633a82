import type { IconDef } from '../icon';

export const SendIcon: IconDef = [['path', { d: 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z' }]];
