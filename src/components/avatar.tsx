import { initialsOf } from '@/lib/access';
import './avatar.css';

/**
 * The user's initials in a circle. Decorative: hidden from assistive technology, and drawn by CSS
 * from `data-initials` so they are not part of the text of the button they sit in (the user menu's
 * visible text must match its accessible name, WCAG 2.5.3).
 */
export function Avatar({ name, size = 'medium' }: { readonly name: string; readonly size?: 'medium' | 'large' }) {
  return <span className={`avatar avatar--${size}`} aria-hidden="true" data-initials={initialsOf(name)} />;
}
