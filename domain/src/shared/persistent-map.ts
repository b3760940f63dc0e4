/**
 * An immutable map from string keys, for decider states that hold years of entries (every lot a market ever
 * paid): `set` answers a new map sharing all but one path with the old one, so evolving a state of 100,000
 * entries copies about a hundred slots instead of the whole map, and the old state stays as it was.
 *
 * A hash trie of fixed depth: 4 levels of 32 slots (20 bits of the key's FNV-1a hash), leaves holding the few
 * entries whose hashes share those bits.
 */
const BITS = 5;
const WIDTH = 1 << BITS;
const DEPTH = 4;

type Leaf<V> = ReadonlyArray<readonly [string, V]>;
type Branch = ReadonlyArray<unknown>;

function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const slotOf = (hash: number, level: number) => (hash >>> (level * BITS)) & (WIDTH - 1);

function setIn<V>(
  node: Branch | undefined,
  level: number,
  hash: number,
  key: string,
  value: V,
): { node: Branch | Leaf<V>; added: boolean } {
  if (level === DEPTH) {
    const leaf = (node ?? []) as Leaf<V>;
    const at = leaf.findIndex(([k]) => k === key);
    if (at < 0) return { node: leaf.concat([[key, value]]), added: true };
    const next = leaf.slice();
    next[at] = [key, value];
    return { node: next, added: false };
  }
  // slice, not spread: a copy of a packed array is a memcpy; spread walks the iterator protocol.
  const branch = node ? node.slice() : new Array<unknown>(WIDTH).fill(undefined);
  const slot = slotOf(hash, level);
  const inner = setIn(branch[slot] as Branch | undefined, level + 1, hash, key, value);
  branch[slot] = inner.node;
  return { node: branch, added: inner.added };
}

export class PersistentMap<V> {
  private constructor(
    private readonly root: Branch | undefined,
    readonly size: number,
  ) {}

  static empty<V>(): PersistentMap<V> {
    return new PersistentMap<V>(undefined, 0);
  }

  get(key: string): V | undefined {
    const hash = hashOf(key);
    let node: unknown = this.root;
    for (let level = 0; level < DEPTH; level++) {
      if (!node) return undefined;
      node = (node as Branch)[slotOf(hash, level)];
    }
    return (node as Leaf<V> | undefined)?.find(([k]) => k === key)?.[1];
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** A new map with the key set; this one is unchanged. */
  set(key: string, value: V): PersistentMap<V> {
    const { node, added } = setIn(this.root, 0, hashOf(key), key, value);
    return new PersistentMap<V>(node as Branch, this.size + (added ? 1 : 0));
  }
}
