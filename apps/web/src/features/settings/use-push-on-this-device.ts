import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushKeyQuery, registerPushSubscription, unregisterPushSubscription } from './api.ts';
import { currentSubscription, pushAvailability, subscribeThisDevice } from './push-device.ts';

const deviceKey = ['push-on-this-device'] as const;

/**
 * Web push on this device: what the browser allows, whether this device is subscribed, and the
 * switch that subscribes (asking permission) or unsubscribes it, telling the server either way.
 */
export function usePushOnThisDevice() {
  const queryClient = useQueryClient();
  const device = useQuery({
    queryKey: deviceKey,
    queryFn: async () => {
      const availability = await pushAvailability();
      const subscribed = availability === 'granted' && (await currentSubscription()) !== null;
      return { availability, subscribed };
    },
  });
  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) {
        const { publicKey } = await queryClient.fetchQuery(pushKeyQuery());
        const subscription = await subscribeThisDevice(publicKey);
        if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) return;
        await registerPushSubscription.mutationFn({
          body: {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
          },
        });
        return;
      }
      const subscription = await currentSubscription();
      if (!subscription) return;
      await unregisterPushSubscription.mutationFn({ body: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKey }),
  });
  return { device, toggle };
}
