/** The monospace look of keys, hashes and commands on the verifier page: long values wrap anywhere. */
export const monoSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.875rem',
  wordBreak: 'break-all',
  overflowWrap: 'anywhere',
} as const;
