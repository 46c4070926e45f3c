import { z } from 'zod';

/**
 * A string whose JSON Schema carries `pattern`, for editors, while the checker's zod parse ignores
 * it (metadata is not a check): the rule that owns the shape (`message/id-format`,
 * `<format>/timestamp`, the repository-path rules) keeps its one finding and its message, and the
 * pattern sits beside the field it describes rather than in a separate JSON Schema patch.
 */
export const stringMatching = (pattern: string) => z.string().meta({ pattern });
