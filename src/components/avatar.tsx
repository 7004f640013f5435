import { initialsOf } from '../lib/access';

export function Avatar({ name, size = 'medium' }: { readonly name: string; readonly size?: 'medium' | 'large' }) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
