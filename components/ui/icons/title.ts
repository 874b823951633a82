import type { IconDef } from '../icon';

export const TitleIcon: IconDef = [['path', { d: 'M5 4v3h5.5v12h3V7H19V4z' }]];
