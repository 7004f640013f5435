import type { ImportErrorMessage } from './messages';

/** Thrown by a step to reject the whole file with one of SPEC section 5's messages. */
export class ImportRejection extends Error {
  constructor(readonly userMessage: ImportErrorMessage) {
    super(userMessage);
    this.name = 'ImportRejection';
  }
}
