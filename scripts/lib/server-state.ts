/**
 * The local server's side of the database: it opens the database every tenant's endpoints share
 * (the embedded one is migrated as it opens, and shared on a loopback port for `npm run leads`
 * and the builds), runs one delivery loop for every tenant (leads, and the stock alerts builds
 * record), and enables the labelled test
 * payment provider (a local server is never a production deploy).
 */
import { dbSettings, openDatabase } from '../../src/db/open';
import { MEMORY, shareEmbedded } from '../../src/db/embedded';
import { Delivery } from '../../src/server/delivery';
import { startProcessDelivery, stopProcessDelivery } from '../../src/server/delivery-loop';
import { tenantChannels } from '../../src/server/channels';
import { serverConfig } from '../../src/server/config';
import { tenantMessenger } from '../../src/server/messaging/messenger';
import { TEST_PROVIDER_SETTING } from '../../src/domain/checkout/reservation';

export async function startServerState(env: Record<string, string | undefined> = process.env) {
  env[TEST_PROVIDER_SETTING.name] ??= TEST_PROVIDER_SETTING.value;
  const settings = dbSettings(env);
  const db = await openDatabase(env);
  const unshare =
    settings.engine === 'embedded' && settings.dir !== MEMORY
      ? await shareEmbedded(settings.dir)
      : async () => undefined;
  startProcessDelivery(
    new Delivery({
      db,
      channelsOf: (tenant) => tenantChannels(serverConfig(tenant, env)),
      policyOf: (tenant) => serverConfig(tenant, env).leads,
      messengerOf: (tenant) => tenantMessenger(tenant, env, { db }),
    }),
  );
  return {
    label: db.label,
    stop: async () => {
      await stopProcessDelivery();
      await unshare();
    },
  };
}
