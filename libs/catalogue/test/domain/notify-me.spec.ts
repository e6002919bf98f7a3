import { givenFor } from '@store/platform/testing';
import { notifyDecider, NotifyEvent } from '../../src/domain/notify-me';

const now = '2026-11-22T10:00:00.000Z';
const later = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
const HOUR = 3_600_000;

describe('notify-me decider', () => {
  const given = givenFor(notifyDecider);
  const subscribe = {
    type: 'Subscribe' as const,
    productId: 'p1',
    subscriberKey: 'k1',
    email: 'a@b.in',
    userId: 'u1',
    now,
  };
  const subscribed: NotifyEvent = {
    type: 'NotifyMeSubscribed',
    data: { productId: 'p1', subscriberKey: 'k1', email: 'a@b.in', userId: 'u1', at: now, confirmedBy: 'account' },
  };
  const notified: NotifyEvent = {
    type: 'NotifyMeNotified',
    data: { productId: 'p1', subscriberKey: 'k1', trigger: 'e1', at: now },
  };
  const request = (at = now) => ({
    type: 'RequestConfirmation' as const,
    productId: 'p1',
    subscriberKey: 'k1',
    email: 'a@b.in',
    userId: null,
    now: at,
    mailWindowMs: HOUR,
  });
  const requested = (at = now): NotifyEvent => ({
    type: 'NotifyMeConfirmationRequested',
    data: { productId: 'p1', subscriberKey: 'k1', email: 'a@b.in', userId: null, at },
  });
  const confirm = (at = later(5)) => ({ type: 'Confirm' as const, productId: 'p1', subscriberKey: 'k1', now: at });
  const confirmed: NotifyEvent = {
    type: 'NotifyMeSubscribed',
    data: {
      productId: 'p1',
      subscriberKey: 'k1',
      email: 'a@b.in',
      userId: null,
      at: later(5),
      confirmedBy: 'email-link',
    },
  };

  describe('a verified account e-mail', () => {
    it('subscribes at once; a repeated request changes nothing', () => {
      given().when(subscribe).then([subscribed]);
      given([subscribed]).when(subscribe).then([]);
    });

    it('subscribes at once even while a confirmation for the same address is awaited', () => {
      given([requested()]).when(subscribe).then([subscribed]);
      given([requested(), subscribed]).when(confirm()).then([]);
    });
  });

  describe('an address not proven to be the caller’s', () => {
    it('asks for a confirmation e-mail and does not subscribe', () => {
      given().when(request()).then([requested()]);
      expect(notifyDecider.initialState()).toEqual({ pending: {}, awaiting: {} });
    });

    it('sends at most one confirmation e-mail per address and product per window', () => {
      given([requested()])
        .when(request(later(59)))
        .then([]);
      given([requested()])
        .when(request(later(60)))
        .then([requested(later(60))]);
    });

    it('asks nothing for an address already on the list', () => {
      given([subscribed]).when(request()).then([]);
    });

    it('subscribes the awaited address when the link is followed, once (a second click changes nothing)', () => {
      given([requested()]).when(confirm()).then([confirmed]);
      given([requested(), confirmed])
        .when(confirm(later(6)))
        .then([]);
    });

    it('subscribes nothing for a link whose request is unknown', () => {
      given().when(confirm()).then([]);
    });
  });

  describe('notifying', () => {
    it('marks a pending subscriber notified once, and lets them subscribe again afterwards', () => {
      given([subscribed])
        .when({ type: 'MarkNotified', productId: 'p1', subscriberKey: 'k1', trigger: 'e1', now })
        .then([notified]);
      given([subscribed, notified])
        .when({ type: 'MarkNotified', productId: 'p1', subscriberKey: 'k1', trigger: 'e1', now })
        .then([]);
      given([subscribed, notified]).when(subscribe).then([subscribed]);
    });

    it('never notifies an address that is only awaiting confirmation', () => {
      given([requested()])
        .when({ type: 'MarkNotified', productId: 'p1', subscriberKey: 'k1', trigger: 'e1', now })
        .then([]);
    });

    it('keeps subscriptions recorded before confirmations existed (no confirmedBy) as confirmed', () => {
      const old: NotifyEvent = {
        type: 'NotifyMeSubscribed',
        data: { productId: 'p1', subscriberKey: 'k1', email: 'a@b.in', userId: null, at: now },
      };
      given([old])
        .when({ type: 'MarkNotified', productId: 'p1', subscriberKey: 'k1', trigger: 'e1', now })
        .then([notified]);
    });
  });
});
