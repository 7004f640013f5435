import { useState } from 'react';
import { z } from '@contract/zod';
import { readJson, writeJson } from '@/lib/storage';

const keyOf = (userId: number) => `portal.revision.columnasOcultas.${userId}`;
const hiddenSchema = z.array(z.string());

/** The review grid's columns this user hid, kept on the device for the next review. */
export function useHiddenColumns(userId: number): [ReadonlySet<string>, (hidden: ReadonlySet<string>) => void] {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(readJson('local', keyOf(userId), hiddenSchema) ?? []),
  );
  const change = (next: ReadonlySet<string>) => {
    setHidden(next);
    writeJson('local', keyOf(userId), [...next]);
  };
  return [hidden, change];
}
