import { openConversationId } from './conversations-view';

describe('conversation address', () => {
  it('opens only a well-formed conversation id from the address', () => {
    expect(openConversationId('12')).toBe(12);
    expect(openConversationId(null)).toBeNull();
    expect(openConversationId('0')).toBeNull();
    expect(openConversationId('12abc')).toBeNull();
  });
});
