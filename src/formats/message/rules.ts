import { answerDirection } from './answer-direction.js';
import { bodyPlaceholder } from './body-placeholders.js';
import { bracketValues } from './bracket-values.js';
import { folderMismatch } from './folder.js';
import { bracketHeader, noHeader } from './header-presence.js';
import { idFormat, truncatedExampleId } from './id-format.js';
import { duplicateId, referenceNotFound } from './references.js';
import { missingSection } from './sections.js';
import { statusTransition } from './status-transition.js';
import { timestampFormat, updatedBeforeCreated } from './timestamps.js';

export const rules = [
  noHeader,
  bracketHeader,
  bracketValues,
  idFormat,
  truncatedExampleId,
  duplicateId,
  timestampFormat,
  updatedBeforeCreated,
  folderMismatch,
  answerDirection,
  referenceNotFound,
  missingSection,
  bodyPlaceholder,
  statusTransition,
];
