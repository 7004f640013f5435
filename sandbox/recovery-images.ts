import { createRandom, shuffle } from './prng';

/** Verification images for password recovery: simple, distinct SVGs shown as data: URLs. */
export interface CatalogueImage {
  readonly key: string;
  readonly label: string;
  readonly url: string;
}

const frame = (background: string, shapes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="96" height="96"><rect width="64" height="64" rx="10" fill="${background}"/>${shapes}</svg>`;

const drawings: readonly (readonly [key: string, label: string, svg: string])[] = [
  [
    'faro',
    'Faro',
    frame(
      '#1e3a5f',
      '<path d="M26 54 29 18h6l3 36z" fill="#f5f5f5"/><path d="M27.5 36h9l.6 7h-10.2z" fill="#c62828"/><rect x="27" y="12" width="10" height="7" fill="#ffd54f"/><path d="M37 14 58 8v12zM27 14 6 8v12z" fill="#ffd54f" opacity=".5"/>',
    ),
  ],
  [
    'volcan',
    'Volcán',
    frame(
      '#90caf9',
      '<path d="M4 58 26 20h12l22 38z" fill="#5d4037"/><path d="M26 20h12l-3-6h-6z" fill="#e65100"/><circle cx="30" cy="9" r="4" fill="#9e9e9e"/><circle cx="37" cy="6" r="3" fill="#bdbdbd"/>',
    ),
  ],
  [
    'lago',
    'Lago',
    frame(
      '#fff8e1',
      '<ellipse cx="32" cy="42" rx="26" ry="12" fill="#0288d1"/><path d="M14 42q6-4 12 0t12 0 12 0" stroke="#b3e5fc" stroke-width="2" fill="none"/><circle cx="46" cy="16" r="7" fill="#ffb300"/>',
    ),
  ],
  [
    'guardabarranco',
    'Guardabarranco',
    frame(
      '#e0f2f1',
      '<ellipse cx="28" cy="28" rx="12" ry="9" fill="#00897b"/><circle cx="40" cy="22" r="6" fill="#00695c"/><path d="M46 22l8 2-8 2z" fill="#424242"/><path d="M20 32 10 54l6 1 10-20z" fill="#1565c0"/><circle cx="41" cy="21" r="1.5" fill="#fff"/><path d="M26 30q2 6 8 4" stroke="#ef6c00" stroke-width="3" fill="none"/>',
    ),
  ],
  [
    'sacuanjoche',
    'Sacuanjoche',
    frame(
      '#2e7d32',
      '<g fill="#fff59d"><ellipse cx="32" cy="18" rx="7" ry="11"/><ellipse cx="32" cy="46" rx="7" ry="11"/><ellipse cx="18" cy="32" rx="11" ry="7"/><ellipse cx="46" cy="32" rx="11" ry="7"/></g><circle cx="32" cy="32" r="6" fill="#fb8c00"/>',
    ),
  ],
  [
    'cafe',
    'Taza de café',
    frame(
      '#efebe9',
      '<rect x="14" y="26" width="28" height="24" rx="4" fill="#6d4c41"/><path d="M42 30h5a6 6 0 0 1 0 12h-5" stroke="#6d4c41" stroke-width="4" fill="none"/><rect x="10" y="50" width="36" height="4" rx="2" fill="#8d6e63"/><path d="M22 20q-3-5 0-10M30 20q-3-5 0-10" stroke="#a1887f" stroke-width="2" fill="none"/>',
    ),
  ],
  [
    'hamaca',
    'Hamaca',
    frame(
      '#fce4ec',
      '<rect x="6" y="10" width="4" height="46" fill="#795548"/><rect x="54" y="10" width="4" height="46" fill="#795548"/><path d="M10 20q22 34 44 0" stroke="#d81b60" stroke-width="6" fill="none"/><path d="M10 24q22 30 44 0" stroke="#fdd835" stroke-width="3" fill="none"/>',
    ),
  ],
  [
    'velero',
    'Velero',
    frame(
      '#b3e5fc',
      '<path d="M31 8v36L12 44z" fill="#fafafa"/><path d="M34 14v30h16z" fill="#ef5350"/><path d="M8 48h48l-7 8H15z" fill="#5d4037"/><path d="M4 58h56" stroke="#0277bd" stroke-width="3"/>',
    ),
  ],
  [
    'sol',
    'Sol',
    frame(
      '#fff3e0',
      '<circle cx="32" cy="32" r="12" fill="#ffa000"/><g stroke="#ffa000" stroke-width="4" stroke-linecap="round"><path d="M32 6v8M32 50v8M6 32h8M50 32h8M13 13l6 6M45 45l6 6M13 51l6-6M45 19l6-6"/></g>',
    ),
  ],
  [
    'luna',
    'Luna',
    frame(
      '#1a237e',
      '<circle cx="30" cy="32" r="18" fill="#fff9c4"/><circle cx="38" cy="26" r="16" fill="#1a237e"/><circle cx="50" cy="12" r="2" fill="#fff"/><circle cx="14" cy="52" r="1.5" fill="#fff"/>',
    ),
  ],
  [
    'ceiba',
    'Ceiba',
    frame(
      '#f1f8e9',
      '<rect x="28" y="34" width="8" height="24" fill="#6d4c41"/><ellipse cx="32" cy="24" rx="24" ry="14" fill="#558b2f"/><ellipse cx="24" cy="20" rx="8" ry="5" fill="#7cb342"/>',
    ),
  ],
  [
    'estrella',
    'Estrella',
    frame('#4a148c', '<path d="m32 8 7 16 17 2-13 11 4 17-15-9-15 9 4-17L8 26l17-2z" fill="#ffeb3b"/>'),
  ],
];

export const imageCatalogue: readonly CatalogueImage[] = drawings.map(([key, label, svg]) => ({
  key,
  label,
  url: `data:image/svg+xml,${encodeURIComponent(svg)}`,
}));

export function catalogueImage(key: string): CatalogueImage | undefined {
  return imageCatalogue.find((image) => image.key === key);
}

/**
 * The 6 images offered to a username: its registered one plus 5 decoys, all chosen and ordered
 * by a per-username seed. The set never changes between attempts (intersecting sets would reveal
 * the right one) and an unknown username gets a set of the very same shape.
 */
export function imageSetFor(seed: number, registeredKey: string | null): CatalogueImage[] {
  const random = createRandom(seed);
  const order = shuffle(random, imageCatalogue);
  const registered = (registeredKey === null ? undefined : catalogueImage(registeredKey)) ?? order[0];
  if (!registered) throw new Error('Catálogo de imágenes vacío');
  const decoys = order.filter((image) => image.key !== registered.key).slice(0, 5);
  return shuffle(random, [registered, ...decoys]);
}
