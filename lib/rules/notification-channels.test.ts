import { channelOffer, consentOfChoice, joinChannelOffer } from './notification-channels';

const person = { eposta: 'a@b.com.tr', gsm: '5321234567', epostaBildirimOnayi: false, gsmBildirimOnayi: false };

describe('offering the notification channels (issue #36)', () => {
  it('offers them at a join only while neither is on, and only where there is an address', () => {
    expect(joinChannelOffer(person)).toEqual({ eposta: 'a@b.com.tr', gsm: '5321234567' });
    expect(joinChannelOffer({ ...person, gsmBildirimOnayi: true })).toBeNull();
    expect(joinChannelOffer({ ...person, eposta: ' ' })).toEqual({ eposta: null, gsm: '5321234567' });
    expect(joinChannelOffer({ ...person, eposta: '', gsm: '' })).toBeNull();
    expect(joinChannelOffer(null)).toBeNull();
    expect(channelOffer(null, null)).toBeNull();
  });

  it('saves only what was ticked, and nothing when nothing was', () => {
    const offer = { eposta: 'a@b.com.tr', gsm: null };
    expect(consentOfChoice({ eposta: true, sms: true }, offer)).toEqual({
      epostaBildirimOnayi: true,
      gsmBildirimOnayi: false,
    });
    expect(consentOfChoice({ eposta: false, sms: true }, offer)).toBeNull();
    expect(consentOfChoice({ eposta: false, sms: false }, offer)).toBeNull();
  });
});
