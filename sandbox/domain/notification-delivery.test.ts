import { describe, expect, it } from 'vitest';
import { deliveryPlan, noticeGroupOf } from './notification-delivery';

const ALL_ON = {
  channels: { email: true, sms: true, push: true },
  groups: { documents: true, transfers: true, contracts: true, support: true, cards: true, news: true },
};

describe('delivery plan', () => {
  it('groups notice types; security and service notices have none', () => {
    expect(noticeGroupOf('documentRejected')).toBe('documents');
    expect(noticeGroupOf('scContractSigned')).toBe('contracts');
    expect(noticeGroupOf('transactionApproved')).toBe('transfers');
    expect(noticeGroupOf('usernameChanged')).toBeNull();
  });

  it('sends copies on the channels switched on only', () => {
    expect(deliveryPlan({ ...ALL_ON, channels: { email: false, sms: true, push: false } }, 'documentRejected')).toEqual(
      {
        inApp: true,
        socket: true,
        email: false,
        sms: true,
        push: false,
      },
    );
  });

  it('delivers nothing for a group switched off, except the live answer to a transaction confirmation', () => {
    const off = { ...ALL_ON, groups: { ...ALL_ON.groups, documents: false, transfers: false } };
    expect(deliveryPlan(off, 'documentRejected')).toEqual({
      inApp: false,
      socket: false,
      email: false,
      sms: false,
      push: false,
    });
    expect(deliveryPlan(off, 'transactionApproved')).toEqual({
      inApp: false,
      socket: true,
      email: false,
      sms: false,
      push: false,
    });
  });

  it('always shows security notices in the centre, without copies', () => {
    expect(deliveryPlan(ALL_ON, 'usernameChanged')).toEqual({
      inApp: true,
      socket: true,
      email: false,
      sms: false,
      push: false,
    });
  });
});
