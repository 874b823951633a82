import type { IconDef } from '../icon';

export const PauseIcon: IconDef = [['path', { d: 'M6 19h4V5H6zm8-14v14h4V5z' }]];
