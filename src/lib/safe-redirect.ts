/** Only same-origin paths are followed after login, never another site (open redirect). */
export function safeRedirectPath(candidate: string | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  if (candidate.startsWith('/auth/')) return '/';
  return candidate;
}
