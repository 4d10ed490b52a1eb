/**
 * A trigger on policies (migration 0031) notifies this channel with the customer number of every
 * changed row when its transaction commits, whoever wrote it; an empty payload means "every customer".
 */
export const POLICIES_CHANGED_CHANNEL = 'mijn_policies_changed';
