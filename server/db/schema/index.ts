export * from './lookups';
export * from './accounts';
export * from './tenders';
export * from './content';
export * from './rates';
export * from './staff';
export * from './files';
export * from './money';
