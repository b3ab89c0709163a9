/** English strings of the visual views: pools, topology, queues, response (owner: views). */
export const views = {
  'views.pool.prefill': 'Prefill node KV pool',
} as const;
