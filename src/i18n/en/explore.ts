/** English strings of the explore screen's controls, narration and panels (owner: explore shell). */
export const explore = {
  'explore.title': 'Explore the mechanism',
} as const;
