/**
 * The version of the membership contracts in force. An account whose accepted version is older is
 * asked to accept again (account check sonucTipi 2 instead of 3), and cannot join a tender until it
 * has. The seed writes accounts on both sides of it.
 */
export const CURRENT_CONTRACT_VERSION = 2;
