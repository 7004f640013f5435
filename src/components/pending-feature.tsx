/** A factoring screen whose workflow is not built yet: says so plainly instead of showing nothing. */
export function PendingFeature({ title }: { readonly title: string }) {
  return (
    <section className="card" aria-label={title}>
      <p>Esta pantalla todavía no está disponible en esta versión del portal.</p>
    </section>
  );
}
