/** The probe's pure logic: figures and band, plan and load, prompts, oracles and verdict, output. */
export * from './figures';
export * from './plan';
export * from './prompts';
export * from './verdict';
export * from './format';
export * from './target';
export * from './schema';
export * from './versions';
export * from './nodes';
export * from './load';
