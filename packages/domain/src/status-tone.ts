/** How a status is coloured on screen; the theme maps tones to the label's colours. */
export type StatusTone = 'neutral' | 'positive' | 'warning' | 'error';
