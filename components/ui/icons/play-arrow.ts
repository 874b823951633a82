import type { IconDef } from '../icon';

export const PlayArrowIcon: IconDef = [['path', { d: 'M8 5v14l11-7z' }]];
