/** Types for bench/yaml-emitter.mjs. */
export function plainSafe(text: string, inFlow?: boolean): boolean;
