/**
 * A tenant's lead delivery channels, from its server configuration: the dealer dashboard's lead
 * API when LEAD_API_URL is set. A tenant with none keeps its leads in the database ('stored').
 */
import type { ServerConfig } from './config';
import { LEAD_API_CHANNEL, leadApiChannel, type Channels, type ChannelSender } from './delivery';
import type { Fetch } from './upstream';

export function tenantChannels(config: ServerConfig, options: { fetch?: Fetch } = {}): Channels {
  const channels = new Map<string, ChannelSender>();
  if (config.leadApi)
    channels.set(
      LEAD_API_CHANNEL,
      leadApiChannel(config.leadApi, { timeoutMs: config.upstreamTimeoutMs, fetch: options.fetch }),
    );
  return channels;
}
