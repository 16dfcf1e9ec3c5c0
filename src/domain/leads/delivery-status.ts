/**
 * A lead's delivery state, as the dealer sees it: 'stored' (no channel: the site's own
 * database is its inbox), 'pending' (a channel has not acknowledged it yet), 'delivered'
 * (every channel acknowledged it), 'dead' (a channel gave up after its last attempt: the
 * dead letter, kept for the dealer, never dropped).
 */
export type LeadStatus = 'stored' | 'pending' | 'delivered' | 'dead';

/** One channel's state of one lead. */
export type ChannelStatus = 'pending' | 'delivered' | 'dead';
