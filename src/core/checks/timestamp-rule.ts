/**
 * The `<format>/timestamp` check moved to timestamp.ts, named by its rule id; this name stays
 * for the formats that import it from here until they move their rules (then it goes).
 */
export { timestampRule, type TimestampRuleOptions } from './timestamp.js';
