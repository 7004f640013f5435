/** The home page of a product this portal lists but does not manage. */
export function ProductHome({ name }: { readonly name: string }) {
  return (
    <section className="card" aria-labelledby="product-home-title">
      <h2 id="product-home-title">{name}</h2>
      <p>
        La gestión de {name} se realiza en su canal dedicado. Para consultas sobre saldos, estados de cuenta o límites,
        comuníquese con su ejecutivo de cuenta.
      </p>
    </section>
  );
}
