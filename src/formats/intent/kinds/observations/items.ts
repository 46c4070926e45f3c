import type { PathKey } from '../../../../parse/types.js';
import { asArray } from '../../../../util/values.js';

/** Where each observation of the list keeps `key`: `[i, key]`. */
export const eachItem = (data: unknown, key: string): PathKey[][] => asArray(data).map((_, i) => [i, key]);
