/**
 * Triggers on declarations, customers, policies and agreements (migration 0032) notify this channel,
 * when their transaction commits, with the customer number of every user whose declarations list a
 * change may alter; an empty payload means "every user".
 */
export const DECLARATION_LISTS_CHANGED_CHANNEL = 'mijn_declaration_lists_changed';
