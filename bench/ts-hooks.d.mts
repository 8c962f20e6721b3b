// Side effect only: see ts-hooks.mjs.
export {};
