/** A person's name with their head code underneath (two farmers may share a name, never a code). */
export function PersonCell({ name, code }: { name: string | null; code: string | null }) {
  if (!name) return null;
  return (
    <>
      {name}
      {code && <div className="auction__code">{code}</div>}
    </>
  );
}
