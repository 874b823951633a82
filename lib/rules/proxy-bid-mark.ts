/**
 * The mark of a bid the portal placed for a maximum, in Son Teklifler (issue #16). Its own module so
 * a tender page's bid rows carry this word, not every text of the feature (./proxy-bid-messages.ts).
 */
export const PROXY_BID_MARK = 'otomatik';
