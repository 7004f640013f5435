import { describe, expect, it } from 'vitest';
import type { DraftHead } from '@/features/factoring/import/drafts/draft-types';
import {
  fileImportTransition,
  idleImport,
  type FileImportEvent,
  type FileImportState,
} from '@/features/factoring/import/import-machine';

// Only its identity matters to the machine: it is handed to the offer as it came.
const existing = { id: 'borrador-1', fileName: 'facturas.xlsx' } as DraftHead;

const file = 'facturas.xlsx';
const hiddenRead: FileImportState = { kind: 'parsing', run: 1, fileName: file, fraction: 0, shown: false };
const shownRead: FileImportState = { kind: 'parsing', run: 1, fileName: file, fraction: 0.4, shown: true };
const saving: FileImportState = { kind: 'saving', run: 1, fileName: file };
const offer: FileImportState = { kind: 'same-content', run: 1, fileName: file, existing };
const rejected: FileImportState = { kind: 'rejected', run: 1, fileName: file, message: 'No se pudo leer.' };
const cancelled: FileImportState = { kind: 'cancelled', run: 1 };

/** [what the debtor sees, what happens, what the debtor sees next]; `same` for "nothing changes". */
const transitions: readonly [string, FileImportState, FileImportEvent, FileImportState | 'same'][] = [
  ['a file is chosen', idleImport, { type: 'read', run: 1, fileName: file }, hiddenRead],
  [
    'another file replaces a read',
    shownRead,
    { type: 'read', run: 2, fileName: 'otro.xls' },
    { kind: 'parsing', run: 2, fileName: 'otro.xls', fraction: 0, shown: false },
  ],
  ['a file is chosen after a refusal', rejected, { type: 'read', run: 2, fileName: file }, { ...hiddenRead, run: 2 }],
  ['progress of a hidden read renders nothing', hiddenRead, { type: 'progress', run: 1, fraction: 0.2 }, 'same'],
  [
    'a long read shows where it is',
    hiddenRead,
    { type: 'reveal', run: 1, fraction: 0.3 },
    { ...hiddenRead, fraction: 0.3, shown: true },
  ],
  [
    'a shown read follows its progress',
    shownRead,
    { type: 'progress', run: 1, fraction: 0.9 },
    { ...shownRead, fraction: 0.9 },
  ],
  ['a quick read goes straight to the review', hiddenRead, { type: 'read-ok', run: 1 }, 'same'],
  ['a shown read says it is storing', shownRead, { type: 'read-ok', run: 1 }, saving],
  ['the same content as a draft is offered', hiddenRead, { type: 'same-content', run: 1, existing }, offer],
  ['the same content while storing is offered', saving, { type: 'same-content', run: 1, existing }, offer],
  ['keeping a second draft stores it', offer, { type: 'import-again', run: 1 }, saving],
  [
    'a refused file says why, with its hint',
    shownRead,
    { type: 'refused', run: 1, message: 'No se pudo leer.', hint: 'Guárdelo como .xlsx.' },
    { ...rejected, hint: 'Guárdelo como .xlsx.' },
  ],
  ['a failed store says why', saving, { type: 'refused', run: 1, message: 'No se pudo leer.' }, rejected],
  ['the debtor cancels a read', shownRead, { type: 'cancelled', run: 1 }, cancelled],
  ['a replaced read cannot refuse', { ...hiddenRead, run: 2 }, { type: 'refused', run: 1, message: 'x' }, 'same'],
  ['a replaced read cannot reveal', { ...hiddenRead, run: 2 }, { type: 'reveal', run: 1, fraction: 1 }, 'same'],
  ['a replaced read cannot offer', { ...hiddenRead, run: 2 }, { type: 'same-content', run: 1, existing }, 'same'],
  ['a cancelled read stays cancelled', cancelled, { type: 'refused', run: 1, message: 'x' }, 'same'],
  ['nothing is revealed after the read ended', saving, { type: 'reveal', run: 1, fraction: 1 }, 'same'],
  ['an offer is not cancelled', offer, { type: 'cancelled', run: 1 }, 'same'],
  ['import-again needs an offer', rejected, { type: 'import-again', run: 1 }, 'same'],
  ['nothing happens before a file', idleImport, { type: 'progress', run: 1, fraction: 0.5 }, 'same'],
];

describe('the file import machine', () => {
  it.each(transitions)('%s', (_, state, event, expected) => {
    const next = fileImportTransition(state, event);
    // "Nothing changes" is the very same object, so React renders nothing for it.
    if (expected === 'same') expect(next).toBe(state);
    else expect(next).toEqual(expected);
  });
});
