import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** The events a person can be told about (issue 12): a claim paid, a letter in the message box, a late payment. */
export const notificationEvents = ['claimPaid', 'letterArrived', 'paymentLate'] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** Which events reach the person by e-mail; the server's defaults hold until they choose (decision 0087). */
export const NotificationPreferences = z.strictObject({
  emailClaimPaid: z.boolean(),
  emailLetterArrived: z.boolean(),
  emailPaymentLate: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** The e-mail switch of each kind of event. */
export const emailSwitchOf = {
  claimPaid: 'emailClaimPaid',
  letterArrived: 'emailLetterArrived',
  paymentLate: 'emailPaymentLate',
} as const satisfies Record<NotificationEvent, keyof NotificationPreferences>;

export const getNotificationPreferences = endpoint({
  method: 'GET',
  path: 'Account/NotificationPreferences',
  permission: 'r-acc',
  summary: "The logged-in person's e-mail notification switches",
  response: NotificationPreferences,
  errors: [401, 403],
});

export const updateNotificationPreferences = endpoint({
  method: 'PUT',
  path: 'Account/NotificationPreferences',
  permission: 'u-acc',
  summary: "Sets the logged-in person's e-mail notification switches (their own only)",
  body: NotificationPreferences,
  response: NotificationPreferences,
  errors: [400, 401, 403],
});

/** A browser's push subscription (PushSubscription.toJSON()), as the Push API hands it over. */
export const PushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https$/ }).check(z.maxLength(2000)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
    auth: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const getPushKey = endpoint({
  method: 'GET',
  path: 'Account/PushKey',
  permission: 'r-acc',
  summary: "The server's public VAPID key a browser subscribes with",
  response: z.object({ publicKey: z.string() }),
  errors: [401, 403],
});

export const registerPushSubscription = endpoint({
  method: 'POST',
  path: 'Account/PushSubscription',
  permission: 'u-acc',
  summary: "Registers this device's push subscription for the logged-in person",
  body: PushSubscriptionBody,
  response: z.object({}),
  errors: [400, 401, 403],
});

export const unregisterPushSubscription = endpoint({
  method: 'POST',
  path: 'Account/PushSubscription/Remove',
  permission: 'u-acc',
  summary: "Removes this device's push subscription of the logged-in person",
  body: z.object({ endpoint: z.string().check(z.maxLength(2000)) }),
  response: z.object({}),
  errors: [400, 401, 403],
});
